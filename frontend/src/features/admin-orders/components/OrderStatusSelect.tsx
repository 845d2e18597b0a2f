import { useRef, useState, type KeyboardEvent } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '@shop-rules/order-statuses';

interface OrderStatusSelectProps {
  orderId: string;
  value: OrderStatus;
  busy: boolean;
  onChange: (status: OrderStatus) => void;
}

/**
 * The five statuses, any selectable from any (SPEC §4); named after its order for screen readers.
 * A pick from the list is sent at once. Arrow keys (and typing) on the closed select change its
 * value step by step: those steps are only shown, and the status reached is sent on Enter or when
 * the select loses focus (Escape puts the order's status back), so passing Processing and Shipped
 * on the way to Delivered mails the customer once. It stays enabled while saving: disabling it
 * would drop the keyboard focus to the page.
 */
export function OrderStatusSelect({ orderId, value, busy, onChange }: OrderStatusSelectProps) {
  const [draft, setDraft] = useState<OrderStatus | null>(null);
  const stepping = useRef(false);

  const send = (status: OrderStatus) => {
    setDraft(null);
    if (status !== value) onChange(status);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter' && draft) {
      event.preventDefault();
      send(draft);
    } else if (event.key === 'Escape' && draft) {
      setDraft(null);
    } else {
      stepping.current = true;
    }
  };

  return (
    <select
      className="select admin-orders__status"
      value={draft ?? value}
      aria-label={`Status of order ${orderId}`}
      aria-busy={busy}
      onKeyDown={onKeyDown}
      onKeyUp={() => (stepping.current = false)}
      onBlur={() => draft && send(draft)}
      onChange={(event) => {
        const status = event.target.value as OrderStatus;
        if (stepping.current) setDraft(status);
        else send(status);
      }}
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
