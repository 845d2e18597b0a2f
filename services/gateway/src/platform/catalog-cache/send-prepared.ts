import type { IncomingMessage, ServerResponse } from 'node:http';
import { preferredCoding } from './accept-encoding.js';
import type { PreparedBody } from './prepared-body.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** RFC 9110 §13.1.2: If-None-Match compares weakly, and `*` matches any current answer. */
function notModified(header: string | undefined, body: PreparedBody): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  for (const raw of header.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    // Any coding's tag: the client's copy, whichever coding it came in, is the current content.
    if (tag === body.identity.etag || tag === body.br?.etag || tag === body.gzip?.etag) return true;
  }
  return false;
}

export function sendPrepared(request: IncomingMessage, response: ServerResponse, body: PreparedBody): void {
  const coding = preferredCoding(request.headers['accept-encoding'], (name) => body[name] !== undefined);
  const encoded = body[coding] ?? body.identity;
  response.setHeader('Vary', 'Accept-Encoding');
  // Kept, but asked again each time (If-None-Match), so an admin's change shows on the next read.
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('ETag', encoded.etag);
  if (notModified(request.headers['if-none-match'], body)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.statusCode = 200;
  response.setHeader('Content-Type', JSON_TYPE);
  response.setHeader('Content-Length', encoded.bytes.length);
  if (coding !== 'identity') response.setHeader('Content-Encoding', coding);
  response.end(request.method === 'HEAD' ? undefined : encoded.bytes);
}
