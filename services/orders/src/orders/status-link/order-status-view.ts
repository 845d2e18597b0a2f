import type { Order, OrderStatusView } from '@flowershop/common/contracts';
import { deliveryAddress } from './status-mail-details.js';

/**
 * What a status link shows: what the order's e-mails showed and no more (ADR 14) — the first
 * name, never the e-mail address, phone, last name or card message.
 */
export function toOrderStatusView(order: Order, linkExpiresAt: Date): OrderStatusView {
  return {
    orderId: order.orderId,
    status: order.status ?? 'Pending',
    delivery: order.delivery,
    ...(order.fulfilment && { fulfilment: order.fulfilment }),
    firstName: order.form.firstName,
    ...(order.delivery === 'delivery' && { address: deliveryAddress(order.form) }),
    lines: order.cart.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      ...(line.selectedSheet && { sheetName: line.selectedSheet.name }),
    })),
    total: order.total,
    createdAt: order.createdAt,
    linkExpiresAt: linkExpiresAt.toISOString(),
  };
}
