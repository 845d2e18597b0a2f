import type { DeliveryAddress, DeliveryOption, Order } from '@flowershop/common/contracts';
import { formatFulfilment } from '@flowershop/common/shop-rules';
import type { OrderPlacedMail } from './mail-kinds.js';

/** The address in one line, as a courier reads it. */
export function oneLineAddress({ address1, address2, city, state, postalCode }: DeliveryAddress): string {
  return [address1, address2, city, `${state} ${postalCode}`].filter((part) => part && part.trim()).join(', ');
}

/** When the order is for, in words ("Pickup on Friday, November 27, 2026, 10:00–12:00"); nothing for an order without a date. */
export function fulfilmentText(delivery: DeliveryOption, fulfilment: Order['fulfilment']): { fulfilment?: string } {
  return fulfilment ? { fulfilment: formatFulfilment(delivery, fulfilment) } : {};
}

/** What every order mail shows: the lines with their sheets, pickup or delivery, the totals and the card message. */
export function orderMailData(order: Order): OrderPlacedMail {
  const delivery = order.delivery === 'delivery';
  return {
    orderId: order.orderId,
    firstName: order.form.firstName,
    items: order.cart.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      ...(line.selectedSheet && { sheetName: line.selectedSheet.name }),
      lineTotal: Math.round(line.totalPrice * line.quantity * 100) / 100,
    })),
    delivery,
    ...(delivery && { address: oneLineAddress(order.form) }),
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    total: order.total,
    ...(order.form.cardMessage && { cardMessage: order.form.cardMessage }),
    ...fulfilmentText(order.delivery, order.fulfilment),
  };
}
