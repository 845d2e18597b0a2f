import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';

export const ADMIN_COOKIE = 'admin_token';

/** The admin cookie's token, if the request carries one. */
export function adminCookie(request: Request): string | undefined {
  const cookie = (request.cookies as Record<string, unknown> | undefined)?.[ADMIN_COOKIE];
  return typeof cookie === 'string' && cookie !== '' ? cookie : undefined;
}

/** Tokens a request carries, bearer header first; some SPA calls authenticate by cookie. */
export function presentedTokens(request: Request): string[] {
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  const tokens = bearer ? [bearer] : [];
  const cookie = adminCookie(request);
  if (cookie && cookie !== bearer) tokens.push(cookie);
  return tokens;
}

/** A signed-in caller (the admin's screens) always reads the catalogue itself, never the cache. */
export function carriesCredentials(request: IncomingMessage): boolean {
  return request.headers.authorization !== undefined || (request.headers.cookie?.includes(`${ADMIN_COOKIE}=`) ?? false);
}
