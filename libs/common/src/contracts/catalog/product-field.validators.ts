import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, ValidateBy, isEmail, type ValidationOptions } from 'class-validator';

/** C0 and C1 control characters; a name is one line of visible text. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** Control characters a multi-line text may hold: tab and line breaks are fine there. */
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Bidirectional embeddings, overrides and isolates: they can make text read other than it is. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** Half of a surrogate pair without its other half: no character at all, and not valid UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Text that shows nothing: white space, zero-width and other format characters, Hangul fillers. */
const INVISIBLE_ONLY = /^[\s\p{Cf}\u115F\u1160\u3164\uFFA0]*$/u;
/** A number as a person types it: digits, maybe a minus and decimals (no exponent, hex or spaces). */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

interface TextRules {
  maxLength: number;
  required?: boolean;
  multiline?: boolean;
}

/** Why a text field is refused, or null. */
export function textProblem(field: string, value: unknown, rules: TextRules): string | null {
  if (typeof value !== 'string') return `${field} must be text`;
  if (rules.required && INVISIBLE_ONLY.test(value)) return `${field} must not be empty`;
  if (value.length > rules.maxLength) return `${field} must be at most ${rules.maxLength} characters`;
  if (LONE_SURROGATE.test(value)) return `${field} must be valid Unicode text`;
  if ((rules.multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(value)) {
    return `${field} must not contain control characters`;
  }
  if (BIDI_CONTROL.test(value)) return `${field} must not contain bidirectional-override characters`;
  return null;
}

/**
 * class-validator's isEmail, but false for text with half a surrogate pair: isEmail counts bytes
 * with encodeURI, which throws a URIError on one (a 500 for a custom order's e-mail).
 */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && !LONE_SURROGATE.test(value) && isEmail(value);
}

/** Why a price is refused, or null: a number above 0 and at most `max`, in whole cents. */
export function priceProblem(field: string, value: unknown, max: number): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${field} must be a number, like 12 or 12.50`;
  if (Math.round(value * 100) / 100 !== value) return `${field} must have at most 2 decimals`;
  if (value <= 0) return `${field} must be a positive number`;
  if (value > max) return `${field} must not be above ${max}`;
  return null;
}

/** Turns the check into one class-validator constraint whose message says what is wrong. */
export function validateWith(
  name: string,
  problem: (value: unknown, property: string) => string | null,
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name,
      validator: {
        validate: (value, args) => problem(value, args!.property) === null,
        defaultMessage: (args) => {
          // With `each`, the message is about the first entry that fails, not the whole list.
          const values: unknown[] = options?.each && Array.isArray(args!.value) ? args!.value : [args!.value];
          const found = values.map((value) => problem(value, args!.property)).find((text) => text !== null);
          return found ?? `${args!.property} is invalid`;
        },
      },
    },
    options,
  );
}

/** A stored record's id (a product, order or message): text of 1 to 64 characters. */
export function IsRecordId(): PropertyDecorator {
  return (target, key) => {
    MaxLength(64)(target, key);
    IsNotEmpty()(target, key);
    IsString()(target, key);
  };
}

/** Stores a string without its surrounding white space (before it is checked). */
export const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Trims a string, or each string of a list. */
const trimmedEach = Transform(({ value }) =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value,
);

/**
 * One line of text, stored trimmed; control or bidi-override characters are refused, and empty
 * when required. With `each`, the rule applies to every entry of a list.
 */
export function IsOneLineText(
  maxLength: number,
  { required = true, each = false }: { required?: boolean; each?: boolean } = {},
): PropertyDecorator {
  const check = validateWith('oneLineText', (value, field) => textProblem(field, value, { maxLength, required }), {
    each,
  });
  return (target, key) => {
    check(target, key);
    (each ? trimmedEach : trimmed)(target, key);
  };
}

/**
 * Multi-line text (control characters other than line breaks and bidi overrides refused), its line breaks stored as "\n": a form sent as multipart turns every line
 * break into "\r\n", which the admin's textarea gives back as "\n" (an unchanged description
 * then read as changed).
 */
export function IsProductText(maxLength: number): PropertyDecorator {
  const oneKindOfLineBreak = Transform(({ value }) =>
    typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value,
  );
  const check = validateWith('productText', (value, field) =>
    textProblem(field, value, { maxLength, multiline: true }),
  );
  return (target, key) => {
    check(target, key);
    oneKindOfLineBreak(target, key);
  };
}

/**
 * A price from a form (a string) or a payload (a number). Only plain decimals become numbers:
 * `0x10`, `1e2`, `true` or ` 12 ` stay as they came and are refused as not a number.
 */
export function IsProductPrice(max: number): PropertyDecorator {
  const toNumber = Transform(({ value }) =>
    typeof value === 'string' && PLAIN_DECIMAL.test(value) ? Number(value) : value,
  );
  const check = validateWith('productPrice', (value, field) => priceProblem(field, value, max));
  return (target, key) => {
    check(target, key);
    toNumber(target, key);
  };
}
