import type { IncomingMessage, ServerResponse } from 'node:http';
import { preferredCoding } from './accept-encoding.js';
import type { EncodedBody, PreparedBody } from './prepared-body.js';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Browsers keep the answer but ask again each time (If-None-Match), so an admin's change shows on the next read. */
const CACHE_CONTROL = 'no-cache';

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

/**
 * Sends a prepared JSON answer in the coding the client prefers, or 304 when the client's copy is
 * current. Headers set before (security headers, request id) are kept.
 */
export function sendPrepared(request: IncomingMessage, response: ServerResponse, body: PreparedBody): void {
  const coding = preferredCoding(request.headers['accept-encoding'], (name) => body[name] !== undefined);
  const encoded: EncodedBody = body[coding] ?? body.identity;
  response.setHeader('Vary', 'Accept-Encoding');
  response.setHeader('Cache-Control', CACHE_CONTROL);
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
