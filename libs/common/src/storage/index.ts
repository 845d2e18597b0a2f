export * from './object-store.js';
export * from './minio-object-store.js';
export * from './embedded-s3.js';
export * from './object-store.module.js';
