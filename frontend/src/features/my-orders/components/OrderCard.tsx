import { useId } from 'react';
import { formatFulfilment } from '@shop-rules/fulfilment-schedule';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatPrice } from '../../../lib/format-price';
import type { Order } from '../../../lib/api/schemas';
import { addressLines, cardMessageOf, deliveryLabel, formatOrderDate, orderGrandTotal, orderStatus } from '../../../lib/orders/order-rules';

/**
 * One order as a card (phone-friendly): id, date, status, items, pickup or delivery with the
 * date it is for (issue 13; older orders have none), the card message if any, total (SPEC §2).
 */
export function OrderCard({ order }: { order: Order }) {
  const titleId = useId();
  const address = order.delivery === 'delivery' ? addressLines(order.form) : [];
  const cardMessage = cardMessageOf(order);
  return (
    <article className="order-card" aria-labelledby={titleId} data-testid="my-order" data-order-id={order.orderId}>
      <header className="order-card__header">
        <div>
          <h2 id={titleId} className="order-card__title">
            Order{' '}
            <span className="order-card__number" data-testid="my-order-id">
              {order.orderId}
            </span>
          </h2>
          {order.createdAt && (
            <time className="order-card__date" dateTime={order.createdAt}>
              {formatOrderDate(order.createdAt)}
            </time>
          )}
        </div>
        <StatusBadge status={orderStatus(order)} testId="my-order-status" />
      </header>

      <h3 className="visually-hidden">Items</h3>
      <ul className="order-card__items" data-testid="my-order-items">
        {(order.cart ?? []).map((line, index) => (
          <li key={index} data-testid="my-order-item">
            <span>
              {line.name} × {line.quantity}
            </span>
            {line.selectedSheet && <span className="order-card__sheet"> with {line.selectedSheet.name} sheet</span>}
          </li>
        ))}
      </ul>

      <dl className="order-card__facts">
        <div className="order-card__fact--stacked">
          <dt>Pickup or delivery</dt>
          <dd data-testid="my-order-delivery">
            {deliveryLabel(order)}
            {address.map((line) => (
              <span key={line} className="order-card__address-line">
                {line}
              </span>
            ))}
          </dd>
        </div>
        {order.fulfilment && (
          <div className="order-card__fact--stacked">
            <dt>When</dt>
            <dd data-testid="my-order-fulfilment">{formatFulfilment(order.delivery, order.fulfilment)}</dd>
          </div>
        )}
        {cardMessage && (
          <div className="order-card__fact--stacked">
            <dt>Card message</dt>
            <dd className="order-card__message" data-testid="my-order-card-message">
              {cardMessage}
            </dd>
          </div>
        )}
        <div>
          <dt>Total</dt>
          <dd className="order-card__total" data-testid="my-order-total">
            {formatPrice(orderGrandTotal(order))}
          </dd>
        </div>
      </dl>
    </article>
  );
}
