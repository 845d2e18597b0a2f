export const ORDERS_PATTERNS = {
  health: 'orders.health.ping',
} as const;

export const ORDERS_EVENTS = {
  orderPlaced: 'orders.order.placed',
  orderStatusChanged: 'orders.order.status-changed',
  customOrderSubmitted: 'orders.custom-order.submitted',
} as const;
