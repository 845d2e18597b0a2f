import { ValidationPipe, type ValidationPipeOptions } from '@nestjs/common';
import { rememberValidationRules } from './validation-rules-cache.js';

/**
 * The validation every input of the shop goes through, HTTP bodies in the gateway and message
 * payloads in the services alike (DESIGN §6): unknown fields, wrong types and non-objects are
 * refused rather than stripped, and values become their DTO classes. Installs the rule cache
 * first (validation-rules-cache.ts), so no process can validate without it. `options` add what
 * differs by place (how the first error is reported).
 */
export function strictValidationPipe(options: ValidationPipeOptions = {}): ValidationPipe {
  rememberValidationRules();
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    ...options,
  });
}
