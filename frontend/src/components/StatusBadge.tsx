import type { OrderStatus } from '../../../lib/orders/order';
import { statusTone } from '../../../lib/orders/status-tone';

/** The status as a coloured badge; the word itself says it, the colour only repeats it. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const tone = statusTone(status);
  return (
    <span className={`status-badge status-badge--${tone}`} data-tone={tone} data-testid="my-order-status">
      <span className="visually-hidden">Status: </span>
      {status}
    </span>
  );
}
