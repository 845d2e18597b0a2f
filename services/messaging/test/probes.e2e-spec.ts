import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import {
  assertReadyWithStores,
  freePort,
  probe,
  startServiceProcess,
  tempDir,
  TEST_RABBITMQ_URL,
  testRmqPrefix,
  useProbedService,
  waitFor,
} from '@flowershop/common/testing';

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

describe('messaging probes while RabbitMQ refuses its login (TRANSPORT=rmq)', () => {
  it('says why in one warning, without the password, and in its readiness; still live', async () => {
    const dir = tempDir('flowershop-messaging-broker-');
    const port = await freePort();
    const url = new URL(TEST_RABBITMQ_URL);
    url.password = 'not-the-password';
    const service = await startServiceProcess(
      'services/messaging/dist/src/main.js',
      {
        TRANSPORT: 'rmq',
        RABBITMQ_URL: url.toString(),
        // Nothing is declared (the login fails), but never under the shop's own names.
        RMQ_PREFIX: testRmqPrefix(),
        DATA_DIR: dir.path,
        HEALTH_PORT: String(port),
        LOG_FORMAT: 'json',
        SHUTDOWN_GRACE_MS: '500',
      },
      'Starting Nest application',
    );
    const refusals = () =>
      service.logLines().filter((line) => String(line.message).startsWith('Cannot connect to the broker'));
    try {
      // It used to wait for ever without a word, its readiness saying "reconnecting".
      const [warning] = await waitFor(() => refusals().length > 0 && refusals(), 'the warning');
      assert.equal(warning!.level, 'warn');
      assert.match(
        String(warning!.message),
        /^Cannot connect to the broker at amqp:\/\/[^:/]+:\*\*\*@\S+ \(RABBITMQ_URL\): .*ACCESS.REFUSED/,
      );
      const ready = await probe(port, '/health/ready');
      assert.equal(ready.status, 503);
      const broker = (ready.body.error as Record<string, { message?: string }> | undefined)?.broker;
      assert.match(broker?.message ?? '', /^Cannot connect: .*ACCESS.REFUSED/, JSON.stringify(ready.body));
      assert.equal((await probe(port, '/health/live')).status, 200);
      // It tries again every second; the same reason is not logged again each time.
      await sleep(2500);
      assert.equal(refusals().length, 1);
      assert.doesNotMatch(service.output(), /not-the-password/);
    } finally {
      await service.stop();
      dir.remove();
    }
  });
});
