import 'reflect-metadata';

export * from './load-config.js';
export * from './common.config.js';
export * from './development-secret.js';
export * from './secret-seal.js';
