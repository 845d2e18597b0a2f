import type { Order, OrderStatusView } from '@flowershop/common/contracts';

/**
 * What a status link shows: what the order's e-mails showed and no more (ADR 14) — the first
 * name, never the e-mail address, phone, last name or card message.
 */
export function toOrderStatusView(order: Order, linkExpiresAt: Date): OrderStatusView {
  const { address1, address2, city, state, postalCode } = order.form;
  return {
    orderId: order.orderId,
    status: order.status ?? 'Pending',
    delivery: order.delivery,
    ...(order.fulfilment && { fulfilment: order.fulfilment }),
    firstName: order.form.firstName,
    ...(order.delivery === 'delivery' && { address: { address1, address2: address2 ?? '', city, state, postalCode } }),
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
