import 'reflect-metadata';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:net';
import { describe, it, mock } from 'node:test';
import { freePort } from './free-port.js';
import { startStack } from './stack.js';

function occupy(port: number): Promise<Server> {
  const server = createServer();
  return new Promise((done, fail) => server.once('error', fail).listen(port, '127.0.0.1', () => done(server)));
}

describe('the test stack', () => {
  it('starts again when a port is taken between probing it and a process binding it', async () => {
    // The orders service is given a port something else holds; the blocker lets go once the
    // first start has failed, as a passing client socket would.
    const port = await freePort();
    const blocker = await occupy(port);
    const log = mock.method(console, 'log', (...args: unknown[]) => {
      if (String(args[0]).includes('starting again')) blocker.close();
    });
    const started = Date.now();
    try {
      const stack = await startStack({ env: { ORDERS_TCP_PORT: String(port) } });
      try {
        assert.equal((await fetch(`${stack.baseUrl}/api/health`)).status, 200);
        assert.equal(log.mock.callCount(), 1, 'one retry');
        // The failed start was seen when orders exited, not after the 90-second health deadline.
        assert.ok(Date.now() - started < 80_000, `took ${Date.now() - started} ms`);
      } finally {
        await stack.close();
      }
    } finally {
      log.mock.restore();
      blocker.close();
    }
  });

  it('with SEED_DEMO=true, is handed out with the demo catalogue seeded (tools/demo-catalogue, as under npm start)', async () => {
    const stack = await startStack({ env: { SEED_DEMO: 'true', LOG_LEVEL: 'log' } });
    try {
      const bouquets = (await (await fetch(`${stack.baseUrl}/api/bouquets`)).json()) as unknown[];
      assert.equal(bouquets.length, 6);
      assert.match(stack.logs(), /\[demo-catalogue\].*Seeded the demo catalogue/);
    } finally {
      await stack.close();
    }
  });

  it('gives up with the taken port in its message when the port stays taken', async () => {
    const port = await freePort();
    const blocker = await occupy(port);
    const log = mock.method(console, 'log', () => undefined);
    try {
      await assert.rejects(startStack({ env: { ORDERS_TCP_PORT: String(port) } }), /EADDRINUSE/);
      assert.equal(log.mock.callCount(), 2, 'three attempts, two retries announced');
    } finally {
      log.mock.restore();
      blocker.close();
    }
  });
});
