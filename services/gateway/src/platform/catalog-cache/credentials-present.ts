import type { IncomingMessage } from 'node:http';
import { ADMIN_COOKIE } from '../security/credentials.js';

const ADMIN_COOKIE_PART = `${ADMIN_COOKIE}=`;

/**
 * A request that carries a token (bearer header or the admin cookie) is never answered from the
 * cache: signed-in callers (the admin's screens) always read the catalogue itself.
 */
export function carriesCredentials(request: IncomingMessage): boolean {
  return request.headers.authorization !== undefined || (request.headers.cookie?.includes(ADMIN_COOKIE_PART) ?? false);
}
