import { createHmac, randomUUID } from 'node:crypto';

/**
 * A token signed with the shop's JWT secret, as identity signs them (HS256, 10 minutes), for
 * tests and benchmarks that need a customer or a role without going through a sign-in.
 */
export function signToken(secret: string, claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = encode({ alg: 'HS256', typ: 'JWT' });
  const body = encode({ iat: now, exp: now + 600, jti: randomUUID(), ...claims });
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}
