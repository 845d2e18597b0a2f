export * from './service-app.js';
export * from './private-files.js';
