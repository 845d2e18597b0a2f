export * from './service-app.js';
export * from './private-files.js';
export * from './shutdown-signals.js';
export * from './process-tuning.js';
export * from './exit-codes.js';
export * from './strict-validation-pipe.js';
