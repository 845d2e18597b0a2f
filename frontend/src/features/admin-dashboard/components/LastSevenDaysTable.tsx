import { formatPrice } from '../../../lib/format-price';
import type { SalesFigures } from '../../../lib/api/schemas';
import { formatRowDay } from '../model/dashboard-format';
import { DashboardSection } from './DashboardSection';

/** Orders placed on each of the last seven days, today last. */
export function LastSevenDaysTable({ days, today }: { days: SalesFigures[]; today: string }) {
  return (
    <DashboardSection
      title="Orders placed, last 7 days"
      note="By the day the order was placed; cancelled ones left out."
    >
      <table className="admin-table admin-dashboard__table">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Orders</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {days.map(({ from, orders, revenue }) => (
            <tr key={from}>
              <th scope="row">{formatRowDay(from, today)}</th>
              <td>{orders.toLocaleString('en-US')}</td>
              <td>{formatPrice(revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DashboardSection>
  );
}
