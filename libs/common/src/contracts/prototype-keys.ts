/**
 * Keys that name an object's prototype rather than data. JSON.parse makes them ordinary own keys,
 * and class-transformer then drops them without a word, so the whitelist never sees them: a body
 * with `"__proto__": {…}` or `"constructor": {…}` was accepted as if they were not there.
 */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Deeper than any payload nests (the gateway refuses JSON deeper than 32 levels). */
const MAX_DEPTH = 64;

/** The path (`cart.0.__proto__`) of the first prototype key in a parsed value, or undefined. */
export function prototypeKeyPath(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return undefined;
  for (const key of Object.keys(value)) {
    const at = path ? `${path}.${key}` : key;
    if (PROTOTYPE_KEYS.has(key)) return at;
    const found = prototypeKeyPath((value as Record<string, unknown>)[key], at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The refusal, worded as the whitelist words an unknown field. */
export function prototypeKeyMessage(path: string): string {
  return `property ${path} should not exist`;
}
