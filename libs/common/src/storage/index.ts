// The S3 client and the embedded S3 server are not re-exported: the module loads the client
// when used, and only the launcher and tests start `@flowershop/common/storage/embedded-s3`.
export * from './object-store.js';
export * from './object-store.module.js';
export * from './orphan-object-sweep.js';
