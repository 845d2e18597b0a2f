/** Every status an order can have, in the admin's order; the admin may move an order from any to any (SPEC §4). */
export const ORDER_STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
