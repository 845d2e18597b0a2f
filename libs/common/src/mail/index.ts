export * from './mail-sender.js';
