import type { IncomingMessage } from 'node:http';

/** Real payloads nest a few levels. */
export const MAX_JSON_DEPTH = 32;

export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth--;
  }
  return deepest;
}

/**
 * body-parser `verify` hook: parsing and validation walk a body recursively and overflow the stack.
 * The depth is read as UTF-8, so another charset is refused first (UTF-16's `"` bytes hid any
 * nesting); JSON between systems is UTF-8 (RFC 8259 §8.1).
 */
export function refuseDeepJson(
  _request: IncomingMessage,
  _response: unknown,
  body: Buffer,
  encoding?: string | null,
): void {
  if (encoding && encoding.toLowerCase() !== 'utf-8') {
    throw Object.assign(new Error(`JSON bodies must be UTF-8, not ${encoding}`), { status: 415, expose: true });
  }
  if (jsonNestingDepth(body.toString('utf8')) > MAX_JSON_DEPTH) {
    throw Object.assign(new Error(`JSON body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`), {
      status: 400,
      expose: true,
    });
  }
}
