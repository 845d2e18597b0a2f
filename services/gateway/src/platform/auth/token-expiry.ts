/**
 * When a token identity has just issued runs out: its `exp` claim, read without checking the
 * signature (it came straight from identity, and only sets a cookie's lifetime). So the admin
 * cookie lives exactly as long as the token in it, whatever identity's ADMIN_TOKEN_TTL_SECONDS.
 */
export function tokenExpiresAt(token: string): number | undefined {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
