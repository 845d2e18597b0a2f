export * from './service-error.js';
export * from './service-exception.filter.js';
export * from './storage-fault.js';
