import type { DeliveryOption, OrderStatus } from '@flowershop/common/contracts';

/** Each status as the shopper reads it; Shipped and Delivered say different things for pickup and delivery. */
const WORDS: Record<OrderStatus, string | Record<DeliveryOption, string>> = {
  Pending: 'We have your order and will start on it soon.',
  Processing: 'We are preparing your flowers now.',
  Shipped: {
    delivery: 'Your flowers are on their way to you.',
    pickup: 'Your flowers are ready: you can pick them up at the shop.',
  },
  Delivered: {
    delivery: 'Your flowers have been delivered. We hope they bring joy!',
    pickup: 'You picked up your flowers. We hope they bring joy!',
  },
  Cancelled: 'Your order is cancelled. If you did not expect this, reply to this e-mail or call us.',
};

export function orderStatusWords(status: OrderStatus, delivery: DeliveryOption): string {
  const words = WORDS[status] ?? WORDS.Pending;
  return typeof words === 'string' ? words : words[delivery];
}
