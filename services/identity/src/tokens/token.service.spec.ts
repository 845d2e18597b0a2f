import 'reflect-metadata';
import assert from 'node:assert/strict';
import { beforeEach, describe, it, mock } from 'node:test';
import { JwtService } from '@nestjs/jwt';
import { IDENTITY_EVENTS, type TokenRevokedEvent } from '@flowershop/common/contracts';
import { inMemoryStore, RecordingOutbox } from '@flowershop/common/testing';
import { IdentityConfig } from '../config/identity.config.js';
import { TokenService } from './token.service.js';

const SECRET = 'the identity token secret, 32 characters or more';
const START = Date.parse('2026-12-01T15:00:00Z');
const INVALID = { code: 'IDENTITY.TOKEN_INVALID', status: 401, message: 'Invalid or expired token' };
const CUSTOMER = { sub: 'c1', email: 'ann@example.test', role: 'customer' } as const;
const ADMIN = { sub: 'a1', email: 'admin@example.test', role: 'admin' } as const;

function tokenService() {
  const store = inMemoryStore();
  const config = Object.assign(new IdentityConfig(), { JWT_SECRET: SECRET });
  const outbox = new RecordingOutbox(store);
  const jwt = new JwtService({ secret: SECRET });
  return { tokens: new TokenService(jwt, config, store, outbox), outbox, jwt, config };
}

describe('tokens', () => {
  beforeEach(() => {
    mock.timers.reset();
    mock.timers.enable({ apis: ['Date'], now: START });
  });

  it('carry who it is for, a unique id and the lifetime of the role (customer 7 days, admin 12 hours)', async () => {
    const { tokens, config } = tokenService();
    const customer = await tokens.verify(await tokens.issue(CUSTOMER));
    assert.deepEqual([customer.sub, customer.email, customer.role], ['c1', 'ann@example.test', 'customer']);
    assert.equal(customer.exp, START / 1000 + config.CUSTOMER_TOKEN_TTL_SECONDS);
    assert.equal(config.CUSTOMER_TOKEN_TTL_SECONDS, 7 * 24 * 3600);
    const admin = await tokens.verify(await tokens.issue(ADMIN, { gen: 3 }));
    assert.equal(admin.exp, START / 1000 + 12 * 3600);
    assert.equal(admin.gen, 3);
    assert.notEqual((await tokens.verify(await tokens.issue(CUSTOMER))).jti, customer.jti);
  });

  it('are refused once expired', async () => {
    const { tokens, config } = tokenService();
    const token = await tokens.issue(CUSTOMER);
    mock.timers.tick(config.CUSTOMER_TOKEN_TTL_SECONDS * 1000);
    await assert.rejects(tokens.verify(token), INVALID);
  });

  it('are refused when altered, signed with another secret or algorithm, or missing an id or a known role', async () => {
    const { tokens, jwt } = tokenService();
    const token = await tokens.issue(CUSTOMER);
    const [header, payload, signature] = token.split('.');
    const admin = Buffer.from(
      JSON.stringify({ ...CUSTOMER, role: 'admin', jti: 'x', exp: START / 1000 + 60 }),
    ).toString('base64url');
    const forged = [
      `${header}.${admin}.${signature}`,
      await new JwtService({ secret: `${SECRET}!` }).signAsync({ ...CUSTOMER }, { jwtid: 'j1', expiresIn: 60 }),
      await jwt.signAsync({ ...CUSTOMER }, { jwtid: 'j2', expiresIn: 60, algorithm: 'HS512' }),
      await jwt.signAsync({ ...CUSTOMER }, { expiresIn: 60 }),
      await jwt.signAsync({ ...CUSTOMER, role: 'root' }, { jwtid: 'j3', expiresIn: 60 }),
      `${header}.${payload}.`,
      'not a token',
    ];
    for (const candidate of forged) await assert.rejects(tokens.verify(candidate), INVALID, candidate);
  });

  it('are refused after a revoke, which is announced once, with the id and expiry, however often it is repeated', async () => {
    const { tokens, outbox } = tokenService();
    const token = await tokens.issue(CUSTOMER);
    const { jti, exp } = await tokens.verify(token);
    assert.deepEqual(await tokens.revoke(token), { revoked: true });
    assert.deepEqual(await tokens.revoke(token), { revoked: true });
    await assert.rejects(tokens.verify(token), INVALID);
    assert.deepEqual(outbox.payloads<TokenRevokedEvent>(IDENTITY_EVENTS.tokenRevoked), [
      { jti, expiresAt: exp * 1000 },
    ]);
    assert.ok(await tokens.verify(await tokens.issue(CUSTOMER)), 'other tokens still work');
  });

  it('cannot revoke a token that is not good', async () => {
    const { tokens, outbox } = tokenService();
    await assert.rejects(tokens.revoke('not a token'), INVALID);
    assert.equal(outbox.events.length, 0);
  });
});
