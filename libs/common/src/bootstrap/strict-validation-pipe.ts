import { ValidationPipe, type ArgumentMetadata, type ValidationPipeOptions } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { prototypeKeyMessage, prototypeKeyPath } from '../contracts/prototype-keys.js';

/** Refuses prototype keys (`__proto__`, `constructor`, `prototype`), which the whitelist cannot see. */
class StrictValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const path = prototypeKeyPath(value);
    if (path !== undefined) {
      const error: ValidationError = {
        property: path,
        value: undefined,
        constraints: { whitelistValidation: prototypeKeyMessage(path) },
        children: [],
      };
      throw this.exceptionFactory([error]);
    }
    return super.transform(value, metadata);
  }
}

/**
 * The validation every input of the shop goes through, HTTP bodies in the gateway and message
 * payloads in the services alike (DESIGN §6): unknown fields, wrong types and non-objects are
 * refused rather than stripped, and values become their DTO classes. `options` add what differs
 * by place (how the first error is reported).
 */
export function strictValidationPipe(options: ValidationPipeOptions = {}): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    ...options,
  });
}
