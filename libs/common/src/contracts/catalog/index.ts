export * from './product-kinds.js';
export * from './patterns.js';
export * from './product.dto.js';
export * from './product-rules.js';
