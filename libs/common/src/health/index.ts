export * from './health.ms-controller.js';
export * from './probe-server.js';
export * from './readiness.js';
export * from './service-health-check.js';
export * from './service-probes.js';
