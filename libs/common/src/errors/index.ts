export * from './service-error.js';
