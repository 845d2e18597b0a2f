import type { AdminDashboard } from '../../../lib/api/schemas';
import { DashboardSection } from './DashboardSection';

/** How many orders are in each status now, whenever placed. */
export function StatusTable({ byStatus }: { byStatus: AdminDashboard['byStatus'] }) {
  return (
    <DashboardSection title="Orders by status" note="Every order now, whenever it was placed.">
      <table className="admin-table admin-dashboard__table">
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {byStatus.map(({ status, orders }) => (
            <tr key={status}>
              <th scope="row">{status}</th>
              <td>{orders.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DashboardSection>
  );
}
