export * from './health.ms-controller.js';
