/*
 * An order's status as the shopper reads it, the same in the status e-mail and on the page its
 * link opens. Shipped and Delivered say different things for pickup and delivery.
 */

import type { OrderStatus as Status } from './order-statuses.js';

type Mode = 'pickup' | 'delivery';

const WORDS: Record<Status, string | Record<Mode, string>> = {
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
  // Read on the status page too, where there is no e-mail to reply to.
  Cancelled: 'Your order is cancelled. If you did not expect this, please call or write to us.',
};

/** One sentence for the status; an unknown status reads as Pending (SPEC §4). */
export function orderStatusWords(status: string, mode: Mode): string {
  const words = WORDS[status as Status] ?? WORDS.Pending;
  return typeof words === 'string' ? words : words[mode];
}
