import { ORDER_STATUSES, type OrderStatus } from '../../../lib/orders/order';

interface OrderStatusSelectProps {
  orderId: string;
  value: OrderStatus;
  busy: boolean;
  onChange: (status: OrderStatus) => void;
}

/** The five statuses, any selectable from any (SPEC §4); named after its order for screen readers. */
export function OrderStatusSelect({ orderId, value, busy, onChange }: OrderStatusSelectProps) {
  return (
    <select
      className="select admin-orders__status"
      value={value}
      aria-label={`Status of order ${orderId}`}
      aria-busy={busy}
      disabled={busy}
      onChange={(event) => onChange(event.target.value as OrderStatus)}
      data-testid="admin-order-status"
    >
      {ORDER_STATUSES.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </select>
  );
}
