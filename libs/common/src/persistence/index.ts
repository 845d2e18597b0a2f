export * from './document-store.js';
export * from './new-id.js';
export * from './nedb-document-store.js';
export * from './mongo-document-store.js';
export * from './create-document-store.js';
export * from './document-store.module.js';
