export * from './patterns.js';
export * from './auth.dto.js';
export * from './otp.dto.js';
