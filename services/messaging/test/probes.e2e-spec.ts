import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startEmbeddedS3, type EmbeddedS3 } from '@flowershop/common/storage/embedded-s3';
import { freePort, probe, startServiceProcess, tempDir, type ServiceProcess } from '@flowershop/common/testing';

/**
 * The messaging process's probes: it reads custom-order pictures from the object store only
 * when it mails one, so its readiness makes its S3 client on the first check.
 */
describe('messaging probes (its own process, TCP, embedded stores)', () => {
  const dir = tempDir('flowershop-messaging-probes-');
  let s3: EmbeddedS3;
  let messaging: ServiceProcess;
  let port: number;

  before(async () => {
    s3 = await startEmbeddedS3(`${dir.path}/objects`);
    port = await freePort();
    messaging = await startServiceProcess(
      'services/messaging/dist/src/main.js',
      {
        TRANSPORT: 'tcp',
        DATA_DIR: dir.path,
        MESSAGING_TCP_PORT: String(await freePort()),
        S3_ENDPOINT: s3.endpoint,
        HEALTH_PORT: String(port),
        LOG_LEVEL: 'log',
      },
      'messaging service listening over tcp',
    );
  });
  after(async () => {
    await messaging?.stop();
    await s3?.close();
    dir.remove();
  });

  it('is ready with its document store and the object store, and exits 0 on SIGTERM', async () => {
    const ready = await probe(port, '/health/ready');
    assert.equal(ready.status, 200, JSON.stringify(ready.body));
    assert.deepEqual(ready.body.info, {
      service: { status: 'up' },
      documents: { status: 'up' },
      objects: { status: 'up' },
    });
    assert.deepEqual(await messaging.stop(), { code: 0, signal: null }, messaging.output());
  });
});
