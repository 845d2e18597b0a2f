export * from './correlation.js';
export * from './app-logger.js';
