import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertReadyWithStores, probe, useProbedService, waitFor } from '@flowershop/common/testing';

/**
 * The catalog process's probes (HEALTH_PORT), as Kubernetes and compose ask them: ready checks
 * its document store and the object store its images live in.
 */
describe('catalog probes (its own process, TCP, embedded stores)', () => {
  const catalog = useProbedService('catalog', {}, 90_000);

  it('is live, and ready while its document store and object store answer', async () => {
    assert.equal((await probe(catalog.port, '/health/live')).status, 200);
    await assertReadyWithStores(catalog.port);
  });

  it('is not ready, naming the object store, while that does not answer; still live', async () => {
    await catalog.s3.close();
    const down = await waitFor(async () => {
      const answer = await probe(catalog.port, '/health/ready');
      return answer.status === 503 && answer;
    }, 'readiness to fail without the object store');
    assert.deepEqual(Object.keys(down.body.error ?? {}), ['objects']);
    assert.equal(down.body.message, 'Not ready: objects');
    assert.equal((await probe(catalog.port, '/health/live')).status, 200);
    assert.deepEqual(await catalog.process.stop(), { code: 0, signal: null }, catalog.process.output());
  });
});
