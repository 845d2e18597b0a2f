import { TableHead } from '../../../components/TableHead';
import type { Order, OrderStatus } from '../../../lib/orders/order';
import { OrderRow, type OrderRowActions } from './OrderRow';

interface OrdersTableProps extends OrderRowActions {
  orders: Order[];
  chosenStatus: Readonly<Record<string, OrderStatus>>;
  deletingId: string | null;
}

const COLUMNS = ['Order', 'Customer', 'Items', 'Pickup / delivery', 'Totals', 'Status'] as const;

/** The page's orders, newest first; on narrow screens every row becomes a card (admin-orders.css). */
export function OrdersTable({ orders, chosenStatus, deletingId, ...actions }: OrdersTableProps) {
  return (
    <table className="admin-table admin-orders__table" data-testid="admin-orders-table">
      <TableHead caption="Orders, newest first" columns={COLUMNS} />
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
