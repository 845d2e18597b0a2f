import assert from 'node:assert/strict';
import { it } from 'node:test';
import { nonceSource } from './nonce-pool.js';

it('hands out 16-byte base64 nonces, never the same one twice, across many refills of its pool', () => {
  const next = nonceSource();
  const seen = new Set<string>();
  for (let n = 0; n < 5000; n += 1) {
    const nonce = next();
    assert.equal(Buffer.from(nonce, 'base64').length, 16);
    assert.ok(!seen.has(nonce), `nonce ${n} repeated`);
    seen.add(nonce);
  }
  // Two sources do not share their stream.
  const other = nonceSource();
  assert.ok(!seen.has(other()));
});
