export * from './service-app.js';
export * from './process-tuning.js';
export * from './exit-codes.js';
export * from './strict-validation-pipe.js';
