import type { AdminDashboard } from '../../../lib/api/schemas';
import { formatSpan, kindLabel } from '../model/dashboard-format';
import { DashboardSection } from './DashboardSection';

/** The most ordered products of the last 30 days, most units first. */
export function TopProductsTable({ top }: { top: AdminDashboard['topProducts'] }) {
  return (
    <DashboardSection
      title="Top products, last 30 days"
      note={`Units ordered ${formatSpan(top.from, top.to)}, cancelled orders left out.`}
      className="admin-dashboard__section--wide"
    >
      {top.products.length === 0 ? (
        <p className="admin-dashboard__empty">No orders in the last 30 days.</p>
      ) : (
        <table className="admin-table admin-dashboard__table">
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Product</th>
              <th scope="col">Kind</th>
              <th scope="col">Units</th>
            </tr>
          </thead>
          <tbody>
            {top.products.map(({ kind, productId, name, quantity }, index) => (
              <tr key={`${kind}:${productId}`}>
                <td>{index + 1}</td>
                <th scope="row">{name}</th>
                <td>{kindLabel(kind)}</td>
                <td>{quantity.toLocaleString('en-US')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardSection>
  );
}
