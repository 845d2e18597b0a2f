import type { IncomingMessage } from 'node:http';

/** Deepest JSON body accepted; real payloads nest a few levels. */
export const MAX_JSON_DEPTH = 32;

/** How deeply objects and arrays nest in a JSON text (brackets inside strings do not count). */
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
 * body-parser `verify` hook: refuses a body nested deeper than MAX_JSON_DEPTH before it is
 * parsed, since parsing and validation walk it recursively and would overflow the stack.
 * An error carrying `status` keeps it, so the client gets 400 with this message.
 *
 * The depth is read from the raw bytes as UTF-8, so a body in another charset body-parser
 * accepts (`utf-16le`, …) is refused with 415 first: read as UTF-8 its brackets and quotes are
 * not the ones JSON.parse sees (a `"` byte inside a UTF-16 character hid any nesting). JSON
 * between systems is UTF-8 (RFC 8259 §8.1), and the SPA sends nothing else.
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
