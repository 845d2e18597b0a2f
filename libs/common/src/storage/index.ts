// Not the embedded S3 server: only the launcher and tests start `@flowershop/common/storage/embedded-s3`.
export * from './object-store.js';
export * from './object-store.module.js';
export * from './orphan-object-sweep.js';
