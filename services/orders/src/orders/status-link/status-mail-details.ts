import type { Order, OrderStatusChangedEvent } from '@flowershop/common/contracts';

/** What the status mail shows beside the status: pickup or delivery, the date, and for delivery the address. */
export function statusMailDetails(order: Order): Pick<OrderStatusChangedEvent, 'delivery' | 'fulfilment' | 'address'> {
  const delivery = order.delivery ?? 'pickup';
  const { address1, address2, city, state, postalCode } = order.form ?? {};
  return {
    delivery,
    ...(order.fulfilment && { fulfilment: order.fulfilment }),
    ...(delivery === 'delivery' && { address: { address1, address2: address2 ?? '', city, state, postalCode } }),
  };
}
