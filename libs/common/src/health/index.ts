export * from './health.ms-controller.js';
export * from './service-probes.js';
