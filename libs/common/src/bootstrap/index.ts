export * from './service-app.js';
