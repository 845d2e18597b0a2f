import type { Request } from 'express';

export const ADMIN_COOKIE = 'admin_token';

/** Tokens a request carries, bearer header first; some SPA calls authenticate by cookie. */
export function presentedTokens(request: Request): string[] {
  const tokens: string[] = [];
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  if (bearer) tokens.push(bearer);
  const cookie = (request.cookies as Record<string, unknown> | undefined)?.[ADMIN_COOKIE];
  if (typeof cookie === 'string' && cookie && cookie !== bearer) tokens.push(cookie);
  return tokens;
}
