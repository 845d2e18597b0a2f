// Adapters are not re-exported: `createDocumentStore` loads the one in use. Tests that need one
// directly import `@flowershop/common/persistence/nedb` or `/mongo`.
export * from './document-store.js';
export * from './new-id.js';
export * from './document-store.module.js';
export * from './daily-sweep.js';
export * from './text-patterns.js';
export * from './idempotent-write.js';
