import { TableHead } from '../../../components/TableHead';
import type { AdminOrder, OrderStatus } from '../model/admin-order';
import { OrderRow, type OrderRowActions } from './OrderRow';

interface OrdersTableProps extends OrderRowActions {
  orders: AdminOrder[];
  chosenStatus: Readonly<Record<string, OrderStatus>>;
  deletingId: string | null;
}

const COLUMNS = ['Order', 'Date', 'Customer', 'Items', 'Pickup / delivery', 'Subtotal', 'Total', 'Status'] as const;

/** The page's orders, newest first; on narrow screens every row becomes a card (admin-orders.css). */
export function OrdersTable({ orders, chosenStatus, deletingId, ...actions }: OrdersTableProps) {
  return (
    <table className="admin-orders__table" data-testid="admin-orders-table">
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
