export * from './patterns.js';
export * from './contact.dto.js';
