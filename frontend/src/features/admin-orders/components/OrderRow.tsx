import { DeleteRowButton } from '../../../lib/admin/DeleteRowButton';
import { formatPrice } from '../../../lib/format-price';
import type { Order } from '../../../lib/api/schemas';
import type { OrderStatus } from '@shop-rules/order-statuses';
import {
  addressLines,
  cardMessageOf,
  deliveryLabel,
  formatOrderDate,
  orderGrandTotal,
  orderStatus,
  orderSubtotal,
} from '../../../lib/orders/order-rules';
import { fulfilmentText } from '../model/order-dates';
import { customerName } from '../model/order-rules';
import { OrderStatusSelect } from './OrderStatusSelect';

export interface OrderRowActions {
  onStatusChange: (order: Order, status: OrderStatus) => void;
  onPrint: (order: Order) => void;
  onDelete: (order: Order) => void;
}

interface OrderRowProps extends OrderRowActions {
  order: Order;
  /** The status just chosen, shown until the reloaded list has it. */
  chosenStatus: OrderStatus | undefined;
  deleting: boolean;
}

/** One order: every cell names its column (`data-label`) for the card layout on narrow screens. */
export function OrderRow({ order, chosenStatus, deleting, onStatusChange, onPrint, onDelete }: OrderRowProps) {
  const address = order.delivery === 'delivery' ? addressLines(order.form) : [];
  const cardMessage = cardMessageOf(order);
  return (
    <tr data-testid="admin-order-row" data-order-id={order.orderId}>
      <th scope="row" data-label="Order" className="admin-orders__order">
        <span className="admin-orders__id" data-testid="admin-order-id">
          {order.orderId}
        </span>
        <span className="admin-orders__date" data-testid="admin-order-date">
          {formatOrderDate(order.createdAt)}
        </span>
      </th>
      <td data-label="Date" className="admin-orders__fulfilment" data-testid="admin-order-fulfilment">
        {fulfilmentText(order)}
      </td>
      <td data-label="Customer" className="admin-orders__customer" data-testid="admin-order-customer">
        <span className="admin-orders__name">{customerName(order.form)}</span>
        <span className="admin-orders__email">{order.userEmail}</span>
      </td>
      <td data-label="Items" className="admin-orders__line-items" data-testid="admin-order-items">
        <ul className="admin-orders__items">
          {order.cart.map((line, index) => (
            <li key={index} data-testid="admin-order-item">
              {line.name} × {line.quantity}
              {line.selectedSheet && <span className="admin-orders__sheet">Sheet: {line.selectedSheet.name}</span>}
            </li>
          ))}
        </ul>
        {cardMessage && (
          <p className="admin-orders__card" data-testid="admin-order-card-message">
            <span className="admin-orders__card-label">Card message</span>
            <span className="visually-hidden">: </span>
            {cardMessage}
          </p>
        )}
      </td>
      <td data-label="Pickup / delivery" data-testid="admin-order-delivery">
        <span className="admin-orders__delivery">{deliveryLabel(order)}</span>
        {address.map((line) => (
          <span key={line} className="admin-orders__address-line">
            {line}
          </span>
        ))}
      </td>
      <td data-label="Totals">
        <dl className="admin-orders__totals">
          <dt>Subtotal</dt>
          <dd data-testid="admin-order-subtotal">{formatPrice(orderSubtotal(order))}</dd>
          <dt>Total</dt>
          <dd data-testid="admin-order-total">{formatPrice(orderGrandTotal(order))}</dd>
        </dl>
      </td>
      <td data-label="Status">
        <OrderStatusSelect
          orderId={order.orderId}
          value={chosenStatus ?? orderStatus(order)}
          busy={chosenStatus !== undefined}
          onChange={(status) => onStatusChange(order, status)}
        />
      </td>
      <td className="admin-orders__actions">
        <div className="admin-table__buttons">
          <button
            type="button"
            className="button button--secondary"
            aria-label={`Print order ${order.orderId}`}
            onClick={() => onPrint(order)}
            data-testid="admin-order-print"
          >
            Print
          </button>
          <DeleteRowButton
            deleting={deleting}
            label={`Delete order ${order.orderId}`}
            onDelete={() => onDelete(order)}
            testId="admin-order-delete"
          />
        </div>
      </td>
    </tr>
  );
}
