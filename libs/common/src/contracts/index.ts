import 'reflect-metadata';

export * from './services.js';
export * from './paging.js';
export * from './answers.js';
export * from './catalog/index.js';
export * from './identity/index.js';
export * from './orders/index.js';
export * from './messaging/index.js';
