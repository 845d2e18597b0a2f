import type { DeliveryAddress, Order, OrderStatusChangedEvent } from '@flowershop/common/contracts';

/** Only the address fields, whatever else `address` holds. */
export function deliveryAddress({ address1, address2, city, state, postalCode }: DeliveryAddress): DeliveryAddress {
  return { address1, address2: address2 ?? '', city, state, postalCode };
}

export function statusMailDetails(order: Order): Pick<OrderStatusChangedEvent, 'delivery' | 'fulfilment' | 'address'> {
  const delivery = order.delivery ?? 'pickup';
  return {
    delivery,
    ...(order.fulfilment && { fulfilment: order.fulfilment }),
    ...(delivery === 'delivery' && { address: deliveryAddress(order.form ?? {}) }),
  };
}
