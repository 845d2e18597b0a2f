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
 * Every input, HTTP bodies and message payloads alike (DESIGN §6): unknown fields, wrong types and
 * non-objects are refused rather than stripped; `options` say how the first error is reported.
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
