import type { PrintJob } from '../hooks/useOrderPrint';
import { driverStops } from '../model/driver-list';
import { DriverList } from './DriverList';
import { OrderTicket } from './OrderTicket';
import { PrintSheet } from './PrintSheet';

/**
 * The sheet of a print job: one ticket, a date's tickets (one per page, in the given order) or the
 * driver's list. A date's jobs come without their cancelled orders (useOrderPrint).
 */
export function OrdersPrintOut({ job }: { job: PrintJob }) {
  return (
    <PrintSheet>
      {job.kind === 'ticket' && <OrderTicket order={job.order} />}
      {job.kind === 'tickets' && job.orders.map((order) => <OrderTicket key={order._id} order={order} />)}
      {job.kind === 'driver-list' && (
        <DriverList date={job.date} stops={driverStops(job.orders)} cancelled={job.cancelled} />
      )}
    </PrintSheet>
  );
}
