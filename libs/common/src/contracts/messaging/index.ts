export * from './patterns.js';
export * from './contact.dto.js';
export * from './dashboard.js';
