import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { IDENTITY_PATTERNS, type AdminLoginResult, type Principal } from '@flowershop/common/contracts';
import { rejectsWith, transportsUnderTest, type ServiceHarness } from '@flowershop/common/testing';
import { startIdentity } from './support/identity-harness.js';

const FIRST = { email: 'first@flowershop.test', password: 'first-admin-password' };
const FIRST_CHANGED = { ...FIRST, password: 'changed-admin-password' };
const SECOND = { email: 'second@flowershop.test', password: 'second-admin-password' };

for (const transport of transportsUnderTest()) {
  describe(`identity: changing the configured admin account over ${transport}`, () => {
    let harness: ServiceHarness;
    const send = <T>(pattern: string, payload: unknown) => harness.clients.send<T>('identity', pattern, payload);
    const login = (account: { email: string; password: string }) =>
      send<AdminLoginResult>(IDENTITY_PATTERNS.adminLogin, account);
    const verify = (token: string) => send<Principal>(IDENTITY_PATTERNS.tokenVerify, { token });
    const restartAs = (account: { email: string; password: string }) =>
      harness.restart({ ADMIN_EMAIL: account.email, ADMIN_PASSWORD: account.password });

    before(async () => {
      harness = await startIdentity(transport, FIRST);
    });
    after(async () => harness?.close());

    it('a restart with the same account keeps its tokens valid', async () => {
      const { token } = await login(FIRST);
      await restartAs(FIRST);
      assert.equal((await verify(token)).email, FIRST.email);
    });

    it('a new ADMIN_PASSWORD voids every earlier token; the new password signs in, the old one does not', async () => {
      const before = [(await login(FIRST)).token, (await login(FIRST)).token];
      await restartAs(FIRST_CHANGED);
      for (const token of before) await rejectsWith(verify(token), 401, { message: 'Invalid or expired token' });
      await rejectsWith(login(FIRST), 401, { message: 'Invalid email or password' });
      const fresh = await login(FIRST_CHANGED);
      assert.equal((await verify(fresh.token)).role, 'admin');
    });

    it('a new ADMIN_EMAIL retires the previous account: its login fails and its tokens are refused', async () => {
      const old = await login(FIRST_CHANGED);
      await restartAs(SECOND);
      await rejectsWith(verify(old.token), 401);
      await rejectsWith(login(FIRST_CHANGED), 401, { message: 'Invalid email or password' });
      const current = await login(SECOND);
      assert.equal((await verify(current.token)).email, SECOND.email);
    });

    it('bringing a retired account back does not revive the tokens it had before', async () => {
      const second = await login(SECOND);
      await restartAs(SECOND);
      assert.equal((await verify(second.token)).email, SECOND.email);
      await restartAs(FIRST_CHANGED);
      await rejectsWith(verify(second.token), 401);
      await rejectsWith(login(SECOND), 401);
      assert.equal((await verify((await login(FIRST_CHANGED)).token)).email, FIRST.email);
    });
  });
}
