export * from './patterns.js';
export * from '../../shop-rules/us-states.js';
export * from './order.js';
export * from './checkout-form.dto.js';
export * from './place-order.dto.js';
export * from './manage-orders.dto.js';
export * from './custom-order.dto.js';
export * from './dashboard.js';
