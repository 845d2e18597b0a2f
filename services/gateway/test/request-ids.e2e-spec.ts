import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { MESSAGING_EVENTS, MESSAGING_PATTERNS, signOrderStatusToken } from '@flowershop/common/contracts';
import {
  startGatewayInstance,
  startStack,
  TEST_ORDER_LINK_SECRET,
  waitFor,
  type ServiceProcess,
  type Stack,
} from '@flowershop/common/testing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CONTACT = { name: 'Ada', email: 'ada@example.com', message: 'Peonies for Friday?' };

interface LogLine {
  level: string;
  time: string;
  service: string;
  message: string;
  context?: string;
  correlationId?: string;
}

/** Every JSON line the stack's processes wrote (each is prefixed `[process] ` where a chunk starts). */
function logLines(stack: Stack): LogLine[] {
  return stack
    .logs()
    .split('\n')
    .map((line) => line.replace(/^\[[a-z]+\] /, ''))
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });
}

function postContact(stack: Stack, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${stack.baseUrl}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(CONTACT),
  });
}

/** POST /api/contacts with an id: the gateway's line, messaging's RPC line and its event's line carry it. */
async function followsOneRequest(stack: Stack): Promise<void> {
  const id = `test-${randomUUID()}`;
  const sent = await postContact(stack, { 'X-Request-Id': id });
  assert.equal(sent.status, 201);
  assert.equal(sent.headers.get('x-request-id'), id, 'the id comes back');

  const mine = () => logLines(stack).filter((line) => line.correlationId === id);
  const expected = {
    'the gateway answered': (line: LogLine) =>
      line.service === 'gateway' && line.message.startsWith('POST /api/contacts 201'),
    'messaging handled the RPC': (line: LogLine) =>
      line.service === 'messaging' && line.message.startsWith(`${MESSAGING_PATTERNS.contacts.create} handled`),
    'messaging handled the event its write caused': (line: LogLine) =>
      line.service === 'messaging' && line.message.startsWith(`Handled ${MESSAGING_EVENTS.contactReceived}`),
  };
  for (const [what, matches] of Object.entries(expected)) {
    await waitFor(() => mine().some(matches), `a log line: ${what}`);
  }
  for (const line of mine()) {
    assert.equal(typeof line.time, 'string');
    assert.ok(!Number.isNaN(Date.parse(line.time)), 'time is ISO 8601');
    assert.ok(['trace', 'debug', 'info', 'warn', 'error', 'fatal'].includes(line.level), line.level);
  }
  assert.equal(
    logLines(stack).filter((line) => line.correlationId === id && line.service === 'catalog').length,
    0,
    'a service the request did not touch has no line with its id',
  );
}

/**
 * Operations over RabbitMQ: JSON logs that follow one request by its X-Request-Id from the gateway
 * through an RPC and an event to the services, the gateway's own probes, and its gentle stop.
 */
describe('request ids, JSON logs, probes and a gentle stop of the gateway (TRANSPORT=rmq)', () => {
  let stack: Stack;
  const extra: ServiceProcess[] = [];

  before(async () => {
    stack = await startStack({
      transport: 'rmq',
      env: { LOG_LEVEL: 'debug', LOG_FORMAT: 'json', CONTACT_LIMIT_PER_MINUTE: '1000' },
    });
  });
  after(async () => {
    await Promise.all(extra.map((process) => process.stop()));
    await stack?.close();
  });

  it("one request's log lines in the gateway and in messaging (its RPC and the event it caused) carry its X-Request-Id", () =>
    followsOneRequest(stack));

  it('makes an id (a UUID) when the request has none, or one that is not safe to log', async () => {
    for (const given of [undefined, 'has spaces', 'x'.repeat(129), 'quote"d']) {
      const sent = await postContact(stack, given === undefined ? {} : { 'X-Request-Id': given });
      assert.equal(sent.status, 201);
      assert.match(sent.headers.get('x-request-id') ?? '', UUID, `for ${given}`);
    }
    const a = (await postContact(stack)).headers.get('x-request-id');
    const b = (await postContact(stack)).headers.get('x-request-id');
    assert.notEqual(a, b);
  });

  it('answers its own probes: /api/health/live, and /api/health/ready with its broker connection (the shared object store is not its own)', async () => {
    const live = await fetch(`${stack.baseUrl}/api/health/live`);
    assert.equal(live.status, 200);
    const ready = await fetch(`${stack.baseUrl}/api/health/ready`);
    assert.equal(ready.status, 200);
    const body = (await ready.json()) as { info: Record<string, { status: string }> };
    assert.deepEqual(body.info, { broker: { status: 'up' } });
  });

  it('on SIGTERM answers the request it is receiving (and its RPC) with Connection: close, takes no new connection and exits 0', async () => {
    const gateway = await startGatewayInstance(stack);
    const { port } = gateway;
    extra.push(gateway);
    const body = JSON.stringify(CONTACT);
    // The body comes slowly: the request is in flight when the signal comes.
    const answer = new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/contacts',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          agent: new Agent({ keepAlive: true }),
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () =>
            resolve({ status: response.statusCode!, connection: response.headers.connection, body: text }),
          );
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        gateway.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 1000);
      }, 300);
    });
    await waitFor(() => gateway.output().includes('taking no new work'), 'the gateway to take the signal');
    await assert.rejects(fetch(`http://127.0.0.1:${port}/api/health/live`), 'no new connection is accepted');

    const { status, connection, body: text } = await answer;
    assert.equal(status, 201, text);
    assert.equal(connection, 'close');
    assert.deepEqual(await gateway.exited, { code: 0, signal: null }, gateway.output());
  });
});

describe('request ids in the JSON logs (TRANSPORT=tcp)', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({ env: { LOG_LEVEL: 'debug', LOG_FORMAT: 'json', CONTACT_LIMIT_PER_MINUTE: '1000' } });
  });
  after(async () => stack?.close());

  it("one request's log lines in the gateway and in messaging (its RPC and the event it caused, relayed by TCP) carry its X-Request-Id", () =>
    followsOneRequest(stack));

  it("logs an order-status link's path without its token, routed or not (404)", async () => {
    const token = signOrderStatusToken(TEST_ORDER_LINK_SECRET, randomUUID(), new Date(Date.now() + 86_400_000));
    const paths = {
      [`/api/order-status/${token}`]: '/api/order-status/<token>',
      [`/api//order-status/${token}`]: '/api//order-status/<token>',
      [`/api/order-status//${token}`]: '/api/order-status/<token>',
      [`/api/Order-Status/${token}?token=${token}`]: '/api/order-status/<token>',
    };
    for (const [path, logged] of Object.entries(paths)) {
      const id = `status-${randomUUID()}`;
      const { status } = await fetch(`${stack.baseUrl}${path}`, { headers: { 'X-Request-Id': id } });
      const line = await waitFor(
        () => logLines(stack).find((each) => each.correlationId === id && each.service === 'gateway'),
        `the gateway's line for ${path}`,
      );
      assert.equal(line.message.split(' ').slice(0, 3).join(' '), `GET ${logged} ${status}`);
    }
    assert.ok(!stack.logs().includes(token.slice(0, 20)), 'no token in any log');
  });
});
