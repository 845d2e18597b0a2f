export * from './product-kinds.js';
export * from './patterns.js';
export * from './image-keys.js';
export * from './idempotency.js';
export * from './product.dto.js';
export * from './product-rules.js';
export * from './paper-sheets.js';
export * from './pricing.dto.js';
