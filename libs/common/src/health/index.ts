export * from './service-probes.js';
