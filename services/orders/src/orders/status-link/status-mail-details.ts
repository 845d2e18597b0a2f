import type { DeliveryAddress, Order, OrderStatusChangedEvent } from '@flowershop/common/contracts';

/** Only the address fields (a blank second line as ''), whatever else `address` holds. */
export function deliveryAddress({ address1, address2, city, state, postalCode }: DeliveryAddress): DeliveryAddress {
  return { address1, address2: address2 ?? '', city, state, postalCode };
}

/** What the status mail shows beside the status: pickup or delivery, the date, and for delivery the address. */
export function statusMailDetails(order: Order): Pick<OrderStatusChangedEvent, 'delivery' | 'fulfilment' | 'address'> {
  const delivery = order.delivery ?? 'pickup';
  return {
    delivery,
    ...(order.fulfilment && { fulfilment: order.fulfilment }),
    ...(delivery === 'delivery' && { address: deliveryAddress(order.form ?? {}) }),
  };
}
