import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startEmbeddedS3, type EmbeddedS3 } from '@flowershop/common/storage/embedded-s3';
import {
  freePort,
  probe,
  startServiceProcess,
  tempDir,
  waitFor,
  type ServiceProcess,
} from '@flowershop/common/testing';

/**
 * The catalog process's probes (HEALTH_PORT), as Kubernetes and compose ask them: ready checks
 * its document store and the object store its images live in.
 */
describe('catalog probes (its own process, TCP, embedded stores)', () => {
  const dir = tempDir('flowershop-catalog-probes-');
  let s3: EmbeddedS3;
  let catalog: ServiceProcess;
  let port: number;

  before(async () => {
    s3 = await startEmbeddedS3(`${dir.path}/objects`);
    port = await freePort();
    catalog = await startServiceProcess(
      'services/catalog/dist/src/main.js',
      {
        TRANSPORT: 'tcp',
        DATA_DIR: dir.path,
        CATALOG_TCP_PORT: String(await freePort()),
        S3_ENDPOINT: s3.endpoint,
        SEED_DEMO: 'false',
        HEALTH_PORT: String(port),
        LOG_LEVEL: 'log',
      },
      'catalog service listening over tcp',
      90_000,
    );
  });
  after(async () => {
    await catalog?.stop();
    await s3?.close().catch(() => undefined);
    dir.remove();
  });

  it('is live, and ready while its document store and object store answer', async () => {
    assert.equal((await probe(port, '/health/live')).status, 200);
    const ready = await probe(port, '/health/ready');
    assert.equal(ready.status, 200, JSON.stringify(ready.body));
    assert.deepEqual(ready.body.info, {
      service: { status: 'up' },
      documents: { status: 'up' },
      objects: { status: 'up' },
    });
  });

  it('is not ready, naming the object store, while that does not answer; still live', async () => {
    await s3.close();
    const down = await waitFor(async () => {
      const answer = await probe(port, '/health/ready');
      return answer.status === 503 && answer;
    }, 'readiness to fail without the object store');
    assert.deepEqual(Object.keys(down.body.error ?? {}), ['objects']);
    assert.equal(down.body.message, 'Not ready: objects');
    assert.equal((await probe(port, '/health/live')).status, 200);
    assert.deepEqual(await catalog.stop(), { code: 0, signal: null }, catalog.output());
  });
});
