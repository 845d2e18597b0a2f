import { TableHead } from '../../../components/TableHead';
import { DeleteRowButton } from '../../../lib/admin/DeleteRowButton';
import { formatOrderDate } from '../../../lib/orders/order-rules';
import type { CustomOrder } from '../../../lib/api/schemas';
import { customOrderStatus, orderSummary, typeLabel } from '../model/custom-order-rules';
import { Missing } from './Missing';

interface CustomOrdersTableProps {
  orders: readonly CustomOrder[];
  deletingId: string | null;
  onView: (order: CustomOrder) => void;
  onDelete: (order: CustomOrder) => void;
}

const COLUMNS = ['Date', 'Type', 'Name', 'Email', 'Phone', 'Request', 'Status'] as const;

/**
 * The custom orders, read-only (no status control: SPEC §4), with View and Delete. Below a wide
 * screen every row becomes a card whose cells name their column (`data-label`).
 */
export function CustomOrdersTable({ orders, deletingId, onView, onDelete }: CustomOrdersTableProps) {
  return (
    <table className="admin-table admin-custom-orders__table" data-testid="admin-custom-orders-table">
      <TableHead caption="Custom orders, newest first" columns={COLUMNS} />
      <tbody>
        {orders.map((order) => {
          const deleting = deletingId === order._id;
          return (
            <tr key={order._id} data-testid="admin-custom-order-row" data-type={order.type} data-order-id={order._id}>
              <td data-label="Date" className="admin-custom-orders__date" data-testid="admin-custom-order-date">
                {formatOrderDate(order.createdAt) || <Missing />}
              </td>
              <td data-label="Type" data-testid="admin-custom-order-type">
                <span className={`admin-custom-orders__type admin-custom-orders__type--${order.type}`}>
                  {typeLabel(order.type)}
                </span>
              </td>
              <th
                scope="row"
                data-label="Name"
                className="admin-custom-orders__name admin-long-text"
                data-testid="admin-custom-order-name"
              >
                {order.name}
              </th>
              <td data-label="Email" className="admin-custom-orders__email admin-long-text" data-testid="admin-custom-order-email">
                <a href={`mailto:${order.email}`}>{order.email}</a>
              </td>
              <td data-label="Phone" className="admin-custom-orders__phone" data-testid="admin-custom-order-phone">
                {order.phone ? <a href={`tel:${order.phone}`}>{order.phone}</a> : <Missing />}
              </td>
              <td
                data-label="Request"
                className="admin-custom-orders__summary admin-long-text"
                data-testid="admin-custom-order-summary"
              >
                {orderSummary(order) || <Missing />}
              </td>
              <td data-label="Status" data-testid="admin-custom-order-status">
                {customOrderStatus(order)}
              </td>
              <td className="admin-custom-orders__actions">
                <div className="admin-table__buttons">
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`View the custom order from ${order.name}`}
                    onClick={() => onView(order)}
                    data-testid="admin-custom-order-view"
                  >
                    View
                  </button>
                  <DeleteRowButton
                    deleting={deleting}
                    label={`Delete the custom order from ${order.name}`}
                    onDelete={() => onDelete(order)}
                    testId="admin-custom-order-delete"
                  />
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
