import { ValidateBy, buildMessage, type ValidationOptions } from 'class-validator';
import { commaList } from './address-lists.js';

/** A comma-separated string whose every entry passes `check` (an empty list passes too). */
export function EachCommaEntry(check: (entry: string) => boolean, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'eachCommaEntry',
      validator: {
        validate: (value) => typeof value === 'string' && commaList(value).every(check),
        defaultMessage: buildMessage((prefix) => `${prefix}$property has an invalid entry`, options),
      },
    },
    options,
  );
}
