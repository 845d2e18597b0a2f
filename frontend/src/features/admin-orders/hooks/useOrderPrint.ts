import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import toast from 'react-hot-toast';
import { useAdminFailure } from '../../../lib/admin/use-admin-failure';
import type { Order } from '../../../lib/api/schemas';
import { listOrdersForDate } from '../../../lib/orders/admin-order-pages';
import { cancelledNote, dayPrintOrders, type DayPrintKind } from '../model/day-prints';
import { formatShopDate } from '../model/order-dates';
import { FETCH_FAILURE } from './useAdminOrders';

/**
 * What is printed: one order's ticket (any status), every ticket of a date, or the driver's list
 * of a date; a date's prints leave its cancelled orders out and count them (`cancelled`).
 */
export type PrintJob =
  | { kind: 'ticket'; order: Order }
  | { kind: DayPrintKind; date: string; orders: Order[]; cancelled: number };

/**
 * Print: what is printed is put on the page first (print CSS then shows only it), and the
 * browser's print dialog opens once it is there; it goes again after printing. A date's
 * prints fetch every order of the date first (the list on screen is one page of it) and leave
 * the cancelled ones out: they are neither made nor delivered. A toast says how many were.
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
      const { orders, cancelled } = dayPrintOrders(kind, await listOrdersForDate(date));
      const note = cancelledNote(kind, cancelled);
      if (orders.length === 0) {
        const none = `No ${kind === 'driver-list' ? 'deliveries' : 'orders'} for ${formatShopDate(date)}.`;
        toast(note ? `${none} ${note}.` : none);
        return;
      }
      printNow({ kind, date, orders, cancelled });
      if (note) toast(`${note}.`, { id: note });
    } catch (error) {
      reportFailure(error, FETCH_FAILURE, 'toast');
    } finally {
      setPreparing(null);
    }
  }

  return { job, print, printDay, preparing };
}
