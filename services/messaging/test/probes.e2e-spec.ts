import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertReadyWithStores, useProbedService } from '@flowershop/common/testing';

/**
 * The messaging process's probes: it reads custom-order pictures from the object store only
 * when it mails one, so its readiness makes its S3 client on the first check.
 */
describe('messaging probes (its own process, TCP, embedded stores)', () => {
  const messaging = useProbedService('messaging');

  it('is ready with its document store and the object store, and exits 0 on SIGTERM', async () => {
    await assertReadyWithStores(messaging.port);
    assert.deepEqual(await messaging.process.stop(), { code: 0, signal: null }, messaging.process.output());
  });
});
