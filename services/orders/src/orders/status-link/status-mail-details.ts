import type { Order, OrderStatusChangedEvent } from '@flowershop/common/contracts';

type DeliveryAddress = NonNullable<OrderStatusChangedEvent['address']>;

/** Where a delivery goes, as the mails and the status page show it: no name, e-mail or phone. */
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
