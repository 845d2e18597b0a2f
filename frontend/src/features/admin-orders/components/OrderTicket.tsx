import { SHOP } from '../../../config/shop';
import { formatPrice } from '../../../lib/format-price';
import { unitPrice } from '../../../lib/unit-price';
import type { Order } from '../../../lib/api/schemas';
import {
  addressLines,
  cardMessageOf,
  deliveryLabel,
  formatOrderDate,
  lineTotal,
  orderDeliveryFee,
  orderGrandTotal,
  orderSubtotal,
} from '../../../lib/orders/order-rules';
import { isCancelled } from '../model/day-prints';
import { fulfilmentOf } from '../model/order-dates';
import { customerName } from '../model/order-rules';

/**
 * A printable ticket of one order: the shop, the order and the date it is for, the customer and
 * where it goes, every item with its sheet and unit price, and the totals; then, when the shopper
 * wrote one, the gift card to cut out (OrderGiftCard). Printed inside a PrintSheet, alone or
 * with the other tickets of its date (one per page). A cancelled order (printed only on its own)
 * says so at the top, so nobody makes or delivers it.
 */
export function OrderTicket({ order }: { order: Order }) {
  const form = order.form;
  const delivery = order.delivery === 'delivery';
  const cardMessage = cardMessageOf(order);
  const fulfilment = fulfilmentOf(order);

  return (
    <article className="order-ticket" data-testid="order-print-ticket" data-order-id={order.orderId}>
      <header className="order-ticket__shop">
        <p className="order-ticket__shop-name">{SHOP.name}</p>
        <p>{SHOP.pickupAddress}</p>
        <p>
          {SHOP.phone} · {SHOP.email}
        </p>
      </header>

      {isCancelled(order) && (
        <p className="order-ticket__cancelled" data-testid="order-print-cancelled">
          CANCELLED: do not make or deliver this order
        </p>
      )}
      <h1 className="order-ticket__title">Order {order.orderId}</h1>
      {fulfilment && (
        <p className="order-ticket__for" data-testid="order-print-fulfilment">
          {fulfilment}
        </p>
      )}
      <p>Placed {formatOrderDate(order.createdAt)}</p>

      <div className="order-ticket__parties">
        <section>
          <h2>Customer</h2>
          <p>{customerName(form)}</p>
          <p>{form?.email || order.userEmail}</p>
          {form?.phone && <p>{form.phone}</p>}
        </section>
        <section>
          <h2>{deliveryLabel(order)}</h2>
          {delivery ? (
            addressLines(form).map((line) => <p key={line}>{line}</p>)
          ) : (
            <p>Collect at {SHOP.pickupAddress}</p>
          )}
        </section>
      </div>

      <table className="order-ticket__items">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Unit price</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {order.cart.map((line, index) => (
            <tr key={index}>
              <td>
                {line.name}
                {line.selectedSheet && (
                  <span className="order-ticket__sheet">
                    Sheet: {line.selectedSheet.name} (+{formatPrice(line.selectedSheet.price)})
                  </span>
                )}
              </td>
              <td>{line.quantity}</td>
              <td>{formatPrice(unitPrice(line))}</td>
              <td>{formatPrice(lineTotal(line))}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="order-ticket__totals">
        <dt>Subtotal</dt>
        <dd>{formatPrice(orderSubtotal(order))}</dd>
        <dt>Delivery fee</dt>
        <dd>{formatPrice(orderDeliveryFee(order))}</dd>
        <dt className="order-ticket__grand">Grand total</dt>
        <dd className="order-ticket__grand">{formatPrice(orderGrandTotal(order))}</dd>
      </dl>

      {cardMessage && <OrderGiftCard recipient={customerName(form)} message={cardMessage} />}
    </article>
  );
}

/**
 * The card that goes with the flowers, on its own card-sized part of the page behind a cut
 * line: the recipient and the message only. A gift must not say what it cost, so nothing here
 * is a price (tested).
 */
function OrderGiftCard({ recipient, message }: { recipient: string; message: string }) {
  return (
    <section className="order-ticket__card" aria-label="Gift card" data-testid="order-print-card">
      <p className="order-ticket__cut" aria-hidden="true">
        ✂ cut along the line
      </p>
      <div className="order-ticket__card-face">
        {recipient && <p className="order-ticket__card-for">For {recipient}</p>}
        <p className="order-ticket__card-message" data-testid="order-print-card-message">
          {message}
        </p>
      </div>
    </section>
  );
}
