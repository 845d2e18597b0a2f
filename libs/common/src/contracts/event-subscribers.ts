import type { ServiceName } from './services.js';

/**
 * Which services consume each event. RabbitMQ routes by binding and does not need this;
 * the TCP transport has no broker, so the publisher sends a copy to each consumer listed here.
 */
export const EVENT_SUBSCRIBERS: Record<string, readonly ServiceName[]> = {
  'identity.otp.requested': ['messaging'],
  'orders.order.placed': ['messaging'],
  'orders.order.status-changed': ['messaging'],
  'orders.custom-order.submitted': ['messaging'],
  'messaging.contact.received': ['messaging'],
  // Heard by every gateway on a queue of its own over RabbitMQ (no service consumes them).
  'catalog.product.changed': [],
  'identity.token.revoked': [],
};
