import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { IDENTITY_PATTERNS, type AdminLoginResult, type Principal } from '@flowershop/common/contracts';
import { rejectsWith, transportsUnderTest, type ServiceHarness } from '@flowershop/common/testing';
import { startIdentity } from './support/identity-harness.js';

const ADMIN = { email: 'owner@flowershop.test', password: 'correct horse battery' };

for (const transport of transportsUnderTest()) {
  describe(`identity handlers over ${transport}`, () => {
    let harness: ServiceHarness;
    const send = <T>(pattern: string, payload: unknown) => harness.clients.send<T>('identity', pattern, payload);

    before(async () => {
      harness = await startIdentity(transport, ADMIN);
    });
    after(async () => harness?.close());

    it('signs the seeded admin in and the token verifies as an admin', async () => {
      const result = await send<AdminLoginResult>(IDENTITY_PATTERNS.adminLogin, {
        ...ADMIN,
        email: ' Owner@FlowerShop.test ',
      });
      assert.deepEqual(result.admin, { email: ADMIN.email });
      const principal = await send<Principal>(IDENTITY_PATTERNS.tokenVerify, { token: result.token });
      assert.equal(principal.role, 'admin');
      assert.equal(principal.email, ADMIN.email);
    });

    it('answers a wrong password and an unknown e-mail alike, with 401', async () => {
      const message = 'Invalid email or password';
      await rejectsWith(send(IDENTITY_PATTERNS.adminLogin, { email: ADMIN.email, password: 'wrong-password' }), 401, {
        message,
      });
      await rejectsWith(
        send(IDENTITY_PATTERNS.adminLogin, { email: 'nobody@flowershop.test', password: ADMIN.password }),
        401,
        { message },
      );
      await rejectsWith(send(IDENTITY_PATTERNS.adminLogin, { email: '', password: '' }), 401, { message });
    });

    it('refuses objects where strings belong', async () => {
      await rejectsWith(send(IDENTITY_PATTERNS.adminLogin, { email: { $ne: null }, password: { $ne: null } }), 400);
    });

    it('rejects a tampered token and a revoked one', async () => {
      const { token } = await send<AdminLoginResult>(IDENTITY_PATTERNS.adminLogin, ADMIN);
      const [head, body] = token.split('.');
      await rejectsWith(send(IDENTITY_PATTERNS.tokenVerify, { token: `${head}.${body}.forged` }), 401);
      await send(IDENTITY_PATTERNS.tokenRevoke, { token });
      await rejectsWith(send(IDENTITY_PATTERNS.tokenVerify, { token }), 401);
    });
  });
}
