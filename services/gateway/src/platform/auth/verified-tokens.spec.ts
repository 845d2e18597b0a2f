import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Principal } from '@flowershop/common/contracts';
import { signToken } from '@flowershop/common/testing';
import { VerifiedTokens } from './verified-tokens.js';

const SECRET = 'verified-tokens-spec-secret-0123456789';
const customer: Principal = { sub: 'c-1', email: 'ann@example.test', role: 'customer' };
const admin: Principal = { sub: 'a-1', email: 'admin@example.test', role: 'admin' };
const jtiOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti as string;

/** A cache on a clock the test moves, already hearing revocations. */
function listeningCache(ttlMs = 60_000) {
  const clock = { now: 1_000_000_000_000 };
  const cache = new VerifiedTokens(ttlMs, () => clock.now);
  cache.startListening();
  return { cache, clock };
}

describe('VerifiedTokens', () => {
  it('keeps a customer token for its time to live, then asks again', () => {
    const { cache, clock } = listeningCache(60_000);
    clock.now = Date.now();
    const token = signToken(SECRET, { ...customer });
    cache.remember(token, customer, cache.revocationMark);
    assert.deepEqual(cache.get(token), customer);
    clock.now += 59_000;
    assert.deepEqual(cache.get(token), customer);
    clock.now += 2_000;
    assert.equal(cache.get(token), undefined);
    assert.equal(cache.size, 0);
  });

  it('never keeps a token past its own expiry', () => {
    const { cache, clock } = listeningCache(60 * 60_000);
    clock.now = Date.now();
    const token = signToken(SECRET, { ...customer, exp: Math.floor(clock.now / 1000) + 5 });
    cache.remember(token, customer, cache.revocationMark);
    clock.now += 6_000;
    assert.equal(cache.get(token), undefined);
  });

  it('keeps no admin token, and nothing while revocations are not heard or when turned off', () => {
    const { cache } = listeningCache();
    const adminToken = signToken(SECRET, { ...admin });
    cache.remember(adminToken, admin, cache.revocationMark);
    assert.equal(cache.get(adminToken), undefined);

    const deaf = new VerifiedTokens(60_000);
    const token = signToken(SECRET, { ...customer });
    deaf.remember(token, customer, deaf.revocationMark);
    assert.equal(deaf.get(token), undefined);

    const off = new VerifiedTokens(0);
    off.startListening();
    off.remember(token, customer, off.revocationMark);
    assert.equal(off.get(token), undefined);
  });

  it('drops a token revoked anywhere (by its id) or here, and everything when the broker is lost', () => {
    const { cache } = listeningCache();
    const [first, second, third] = [1, 2, 3].map(() => signToken(SECRET, { ...customer }));
    for (const token of [first, second, third]) cache.remember(token, customer, cache.revocationMark);
    cache.revoked(jtiOf(first));
    assert.equal(cache.get(first), undefined);
    cache.forget(second);
    assert.equal(cache.get(second), undefined);
    assert.deepEqual(cache.get(third), customer);

    cache.stopListening();
    assert.equal(cache.get(third), undefined);
    cache.remember(third, customer, cache.revocationMark);
    assert.equal(cache.get(third), undefined, 'not kept until it hears revocations again');
  });

  it('does not keep an answer identity gave before a revocation heard while it was on its way', () => {
    const { cache } = listeningCache();
    const [token, other] = [1, 2].map(() => signToken(SECRET, { ...customer }));
    // A request asks identity; the token's logout is heard before identity's (older) answer.
    const asked = cache.revocationMark;
    cache.revoked(jtiOf(token));
    cache.remember(token, customer, asked);
    assert.equal(cache.get(token), undefined, 'a revoked token must not be served for the time to live');
    // The same for a logout this gateway handles, and for a reconnect (what was missed is unknown).
    const askedAgain = cache.revocationMark;
    cache.forget(other);
    cache.remember(other, customer, askedAgain);
    assert.equal(cache.get(other), undefined);
    const beforeReconnect = cache.revocationMark;
    cache.startListening();
    cache.remember(other, customer, beforeReconnect);
    assert.equal(cache.get(other), undefined);
    // Asked after the revocation: identity's answer is current and kept as before.
    cache.remember(other, customer, cache.revocationMark);
    assert.deepEqual(cache.get(other), customer);
  });

  it('starts afresh on every (re)connect: what was revoked meanwhile is unknown', () => {
    const { cache } = listeningCache();
    const token = signToken(SECRET, { ...customer });
    cache.remember(token, customer, cache.revocationMark);
    cache.startListening();
    assert.equal(cache.get(token), undefined);
  });
});
