export * from './patterns.js';
export * from './auth.dto.js';
