/**
 * The shop's rules that the SPA and the server both apply, kept once. The SPA compiles these
 * very files (frontend/tsconfig.app.json, alias `@shop-rules/*`), so everything here is plain
 * data and small pure functions: no imports from outside this folder, no packages, no Node.js
 * modules, no decorators (ESLint enforces it). Services import `@flowershop/common/shop-rules`.
 */
export * from './us-states.js';
export * from './order-statuses.js';
export * from './occasion-categories.js';
export * from './checkout-address.js';
export * from './card-message.js';
export * from './custom-order-limits.js';
export * from './contact-limits.js';
export * from './shop-details.js';
export * from './shop-calendar.js';
export * from './delivery-fee.js';
export * from './fulfilment-schedule.js';
export * from './opening-hours.js';
export * from './order-status-words.js';
export * from './responsive-image.js';
export * from './money.js';
export * from './page-answers.js';
