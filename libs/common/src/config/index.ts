export * from './load-config.js';
export * from './common.config.js';
