import 'reflect-metadata';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { CommonConfig } from '../config/common.config.js';
import { loadConfig } from '../config/load-config.js';
import { createEnvelope, EventOutbox, parseEnvelope } from '../events/event-envelope.js';
import { freePort } from '../testing/free-port.js';
import { deleteRmqPrefix, testRmqPrefix, TEST_RABBITMQ_URL } from '../testing/rabbitmq.js';
import { RPC_TEST_EVENT, rpcTestPatterns, startRpcTestApp } from '../testing/rpc-test-app.js';
import { tempDir } from '../testing/temp-dir.js';
import { transportsUnderTest } from '../testing/transports.js';
import { waitFor } from '../testing/wait-for.js';
import { ServiceClients } from '../transport/service-clients.js';
import { createAppLogger, type PinoLoggerService } from './app-logger.js';
import { currentCorrelationId, safeCorrelationId, withCorrelation } from './correlation.js';

/** A JSON logger whose lines land in `lines`. */
function capturedLogger(level: 'log' | 'debug' = 'log') {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = createAppLogger('catalog', { format: 'json', level, destination }) as PinoLoggerService;
  return { logger, lines };
}

describe('JSON logs and correlation ids', () => {
  it('writes one object per line with level, time, service, context, message, and the correlation id of the work', () => {
    const { logger, lines } = capturedLogger();
    withCorrelation('req-1', () => logger.log('Stored', 'Contacts'));
    logger.warn('No request here', 'Outbox');
    assert.equal(lines.length, 2);
    const [inside, outside] = lines;
    assert.deepEqual(
      { ...inside, time: undefined },
      {
        level: 'info',
        time: undefined,
        service: 'catalog',
        context: 'Contacts',
        message: 'Stored',
        correlationId: 'req-1',
      },
    );
    assert.ok(!Number.isNaN(Date.parse(String(inside.time))));
    assert.equal(outside.level, 'warn');
    assert.equal('correlationId' in outside, false);
  });

  it("keeps Nest's error arguments apart (message, stack, context) and leaves out levels below LOG_LEVEL", () => {
    const { logger, lines } = capturedLogger('log');
    const error = new Error('boom');
    logger.error('Failed', error.stack, 'Mail');
    logger.error(error);
    logger.debug('hidden', 'Rpc');
    assert.equal(lines.length, 2);
    assert.equal(lines[0].message, 'Failed');
    assert.equal(lines[0].context, 'Mail');
    assert.match(String(lines[0].stack), /Error: boom/);
    assert.equal(lines[1].message, 'boom');
    assert.match(String(lines[1].stack), /Error: boom/);
  });

  it('takes only short ids of letters, digits and . _ : - from callers', () => {
    for (const good of ['a', 'req-1', '7f2c0b1e-4a4e-4d8e-9a57-1c6e0e1d2f3a', 'x'.repeat(128), 'a.b_c:d']) {
      assert.equal(safeCorrelationId(good), good);
    }
    for (const bad of ['', 'has space', 'x'.repeat(129), 'quote"', 'new\nline', 42, undefined]) {
      assert.equal(safeCorrelationId(bad), undefined, String(bad));
    }
  });

  it('puts the id of the work into the events it causes; an unsafe id from the wire is dropped', () => {
    const envelope = withCorrelation('req-2', () => createEnvelope({ type: 'catalog.x.done', payload: {} }, 'catalog'));
    assert.equal(envelope.correlationId, 'req-2');
    assert.equal('correlationId' in createEnvelope({ type: 'catalog.x.done', payload: {} }, 'catalog'), false);
    assert.equal(parseEnvelope(Buffer.from(JSON.stringify(envelope))).correlationId, 'req-2');
    const tampered = parseEnvelope(Buffer.from(JSON.stringify({ ...envelope, correlationId: 'bad id\n' })));
    assert.equal('correlationId' in tampered, false);
  });
});

for (const transport of transportsUnderTest()) {
  describe(`correlation ids across a service call and an event over ${transport}`, () => {
    const dir = tempDir(`flowershop-correlation-${transport}-`);
    const prefix = testRmqPrefix();
    const seen: (string | undefined)[] = [];
    let env: Record<string, string>;
    let app: Awaited<ReturnType<typeof startRpcTestApp>>;
    let clients: ServiceClients;
    const P = rpcTestPatterns('catalog');

    before(async () => {
      env = {
        TRANSPORT: transport,
        RABBITMQ_URL: TEST_RABBITMQ_URL,
        RMQ_PREFIX: prefix,
        DATA_DIR: dir.path,
        CATALOG_TCP_PORT: String(await freePort()),
        LOG_LEVEL: 'error',
      };
      app = await startRpcTestApp({ service: 'catalog', env, onEvent: () => seen.push(currentCorrelationId()) });
      clients = new ServiceClients(loadConfig(CommonConfig, env));
    });
    after(async () => {
      await clients?.close();
      await app?.close();
      if (transport === 'rmq') await deleteRmqPrefix(prefix).catch(() => undefined);
      dir.remove();
    });

    it("runs the handler under the caller's id, and under none when the caller has none", async () => {
      assert.equal(await withCorrelation('call-1', () => clients.send('catalog', P.correlation, {})), 'call-1');
      assert.equal(await clients.send('catalog', P.correlation, {}), null);
    });

    it('runs the event handler under the id of the work that published the event', async () => {
      const publish = () => app.get(EventOutbox).publish([{ type: RPC_TEST_EVENT, payload: { n: 1 } }]);
      await withCorrelation('event-1', publish);
      await waitFor(() => seen.length > 0, 'the event to be handled');
      assert.deepEqual(seen, ['event-1']);
    });
  });
}
