import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Order } from '../../../lib/orders/order';

/**
 * Print: the order's ticket is put on the page first (print CSS then shows only it), and the
 * browser's print dialog opens once it is there. The ticket goes again after printing.
 */
export function useOrderPrint() {
  const [printing, setPrinting] = useState<Order | null>(null);

  useEffect(() => {
    if (!printing) return undefined;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  function print(order: Order): void {
    // The ticket must be in the document before print() takes its snapshot.
    flushSync(() => setPrinting(order));
    window.print();
  }

  return { printing, print };
}
