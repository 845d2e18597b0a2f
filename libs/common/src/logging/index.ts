export * from './correlation.js';
export * from './log-format.js';
export * from './app-logger.js';
