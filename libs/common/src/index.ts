import 'reflect-metadata';

export * from './config/index.js';
export * from './contracts/index.js';
export * from './errors/index.js';
export * from './transport/index.js';
export * from './persistence/index.js';
export * from './storage/index.js';
export * from './mail/index.js';
export * from './health/index.js';
export * from './bootstrap/index.js';
