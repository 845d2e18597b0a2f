import { TableHead } from '../../../components/TableHead';
import type { Order } from '../../../lib/api/schemas';
import type { OrderStatus } from '@shop-rules/order-statuses';
import { OrderRow, type OrderRowActions } from './OrderRow';

interface OrdersTableProps extends OrderRowActions {
  orders: Order[];
  /** What the table lists, for screen readers. */
  caption: string;
  chosenStatus: Readonly<Record<string, OrderStatus>>;
  deletingId: string | null;
}

const COLUMNS = ['Order', 'Date', 'Customer', 'Items', 'Pickup / delivery', 'Totals', 'Status'] as const;

/**
 * The page's orders, newest first (for one date: deliveries first, then pickups by window); on
 * narrow screens every row becomes a card (admin-orders.css).
 */
export function OrdersTable({ orders, caption, chosenStatus, deletingId, ...actions }: OrdersTableProps) {
  return (
    <table className="admin-table admin-orders__table" data-testid="admin-orders-table">
      <TableHead caption={caption} columns={COLUMNS} />
      <tbody>
        {orders.map((order) => (
          <OrderRow
            key={order._id}
            order={order}
            chosenStatus={chosenStatus[order._id]}
            deleting={deletingId === order._id}
            {...actions}
          />
        ))}
      </tbody>
    </table>
  );
}
