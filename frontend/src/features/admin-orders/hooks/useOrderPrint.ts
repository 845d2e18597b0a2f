import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import toast from 'react-hot-toast';
import { useAdminFailure } from '../../../lib/admin/use-admin-failure';
import type { Order } from '../../../lib/orders/order';
import { listOrdersForDate } from '../api/list-orders';
import { formatShopDate } from '../model/order-dates';
import { FETCH_FAILURE } from './useAdminOrders';

/** What is printed: one order's ticket, every ticket of a date, or the driver's list of a date. */
export type PrintJob =
  | { kind: 'ticket'; order: Order }
  | { kind: 'tickets' | 'driver-list'; date: string; orders: Order[] };

export type DayPrintKind = 'tickets' | 'driver-list';

/**
 * Print: what is printed is put on the page first (print CSS then shows only it), and the
 * browser's print dialog opens once it is there; it goes again after printing. A date's
 * prints fetch every order of the date first (the list on screen is one page of it).
 */
export function useOrderPrint() {
  const [job, setJob] = useState<PrintJob | null>(null);
  const [preparing, setPreparing] = useState<DayPrintKind | null>(null);
  const reportFailure = useAdminFailure();

  useEffect(() => {
    if (!job) return undefined;
    const done = () => setJob(null);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, [job]);

  function printNow(next: PrintJob): void {
    // The sheet must be in the document before print() takes its snapshot.
    flushSync(() => setJob(next));
    window.print();
  }

  function print(order: Order): void {
    printNow({ kind: 'ticket', order });
  }

  async function printDay(kind: DayPrintKind, date: string): Promise<void> {
    setPreparing(kind);
    try {
      const all = await listOrdersForDate(date);
      const orders = kind === 'driver-list' ? all.filter((order) => order.delivery === 'delivery') : all;
      if (orders.length === 0) {
        toast(`No ${kind === 'driver-list' ? 'deliveries' : 'orders'} for ${formatShopDate(date)}.`);
        return;
      }
      printNow({ kind, date, orders });
    } catch (error) {
      reportFailure(error, FETCH_FAILURE, 'toast');
    } finally {
      setPreparing(null);
    }
  }

  return { job, print, printDay, preparing };
}
