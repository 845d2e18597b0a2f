export * from './health.ms-controller.js';
export * from './readiness.js';
export * from './service-probes.js';
