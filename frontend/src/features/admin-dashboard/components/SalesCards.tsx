import { formatPrice } from '../../../lib/format-price';
import type { AdminDashboard } from '../../../lib/api/schemas';
import { formatSpan } from '../model/dashboard-format';
import { DashboardSection } from './DashboardSection';

const PERIODS = [
  ['today', 'Today'],
  ['week', 'This week'],
  ['month', 'This month'],
] as const;

/** Orders and revenue today, this week (from Monday) and this month, one card each. */
export function SalesCards({ sales }: { sales: AdminDashboard['sales'] }) {
  return (
    <DashboardSection
      title="Sales"
      note="Orders placed, without cancelled ones; revenue includes delivery. Days are New Jersey time."
      className="admin-dashboard__section--wide"
    >
      <ul className="admin-dashboard__cards">
        {PERIODS.map(([period, title]) => {
          const { from, to, orders, revenue } = sales[period];
          return (
            <li key={period} className="admin-dashboard__card" data-testid={`admin-dashboard-sales-${period}`}>
              <h3 className="admin-dashboard__card-title">{title}</h3>
              <p className="admin-dashboard__span">{formatSpan(from, to)}</p>
              <dl className="admin-dashboard__figures">
                <div>
                  <dt>Orders</dt>
                  <dd>{orders.toLocaleString('en-US')}</dd>
                </div>
                <div>
                  <dt>Revenue</dt>
                  <dd>{formatPrice(revenue)}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </DashboardSection>
  );
}
