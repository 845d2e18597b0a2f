import type { OrderStatus } from '@shop-rules/order-statuses';
import { statusTone } from '../lib/orders/status-tone';
import './status-badge.css';

/**
 * The status as a coloured badge; the word itself says it, the colour only repeats it.
 * One badge for My Orders and the e-mailed status page alike.
 */
export function StatusBadge({ status, testId }: { status: OrderStatus; testId: string }) {
  const tone = statusTone(status);
  return (
    <span className={`status-badge status-badge--${tone}`} data-tone={tone} data-testid={testId}>
      <span className="visually-hidden">Status: </span>
      {status}
    </span>
  );
}
