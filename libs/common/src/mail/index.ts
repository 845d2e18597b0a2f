export * from './mail-sender.js';
export * from './email-address.js';
