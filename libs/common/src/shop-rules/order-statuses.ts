/** Every status an order can have; the admin may move an order from any to any (SPEC §4). */
export const ORDER_STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Store pickup is free; home delivery costs a flat fee (SPEC §9, DESIGN §8.2). */
export const DELIVERY_OPTIONS = ['pickup', 'delivery'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];
