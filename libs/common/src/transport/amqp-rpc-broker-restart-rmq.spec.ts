import 'reflect-metadata';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CommonConfig } from '../config/common.config.js';
import { loadConfig } from '../config/load-config.js';
import { brokerConnectionCount, brokerPort } from '../testing/amqp-connections.js';
import { freePort } from '../testing/free-port.js';
import { privateBrokerSkipReason, startPrivateBroker, type PrivateBroker } from '../testing/private-broker.js';
import { rpcTestPatterns } from '../testing/rpc-test-app.js';
import { REPO_ROOT } from '../testing/stack.js';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.js';
import { tempDir } from '../testing/temp-dir.js';
import { waitFor } from '../testing/wait-for.js';
import { ServiceCallError, ServiceClients } from './service-clients.js';

const P = rpcTestPatterns('catalog');
const IN_FLIGHT = 4;
const SENDERS = 8;
const RPC_TIMEOUT_MS = 8000;

/**
 * A service (its own process, so an unhandled rejection would end it as in production) and a
 * caller (this process) while the broker goes away with requests in flight, whose answers are sent
 * while it is away. Neither process is restarted. The service reaches the broker through a proxy,
 * so the first case can lose its connection exactly while answers are on the wire.
 */
describe(
  'RPC across a lost connection and a broker restart (TRANSPORT=rmq, private broker)',
  {
    skip: privateBrokerSkipReason(),
  },
  () => {
    const dir = tempDir('flowershop-rpc-restart-');
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    let broker: PrivateBroker;
    let proxy: TcpProxy;
    let service: ChildProcess;
    let output = '';
    let clients: ServiceClients;

    const count = (text: string) => output.split('\n').filter((line) => line.startsWith(text)).length;
    const ping = () => clients.send<string>('catalog', P.echo, 'ping', 2000);
    const slowCalls = (n: number, ms: number, timeoutMs = RPC_TIMEOUT_MS) =>
      Array.from({ length: n }, () =>
        clients.send('catalog', P.slow, { ms }, timeoutMs).then(
          () => 'answered',
          (error: unknown) => error,
        ),
      );
    const answersAgain = () =>
      waitFor(
        () =>
          ping().then(
            (answer) => answer === 'ping',
            () => false,
          ),
        'a call to succeed again',
        60_000,
      );
    /** The service lives on, nobody saw an unhandled rejection, and each process holds one connection. */
    const assertSurvived = () => {
      assert.equal(service.exitCode, null, `the service ended:\n${output}`);
      assert.equal(service.signalCode, null);
      assert.doesNotMatch(output, /unhandled/i);
      assert.deepEqual(unhandled, [], 'no unhandled rejection in the caller');
      // Reconnecting replaced the connection, it did not add one.
      assert.equal(brokerConnectionCount(service.pid!, proxy.port), 1, 'the service holds one connection');
      // This process also holds the proxy's connection for the service.
      const proxied = brokerConnectionCount(service.pid!, proxy.port);
      const own = brokerConnectionCount('self', brokerPort(broker.url)) - proxied;
      assert.equal(own, 1, 'the caller holds one connection');
    };

    before(async () => {
      process.on('unhandledRejection', onUnhandled);
      broker = await startPrivateBroker();
      proxy = await startTcpProxy('127.0.0.1', brokerPort(broker.url));
      const viaProxy = new URL(broker.url);
      viaProxy.port = String(proxy.port);
      const env = {
        TRANSPORT: 'rmq',
        RABBITMQ_URL: broker.url,
        RMQ_PREFIX: 'restart',
        DATA_DIR: dir.path,
        CATALOG_TCP_PORT: String(await freePort()),
        LOG_LEVEL: 'warn',
        RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
      };
      service = spawn(process.execPath, [join(REPO_ROOT, 'libs', 'common', 'dist', 'testing', 'rpc-test-service.js')], {
        env: { ...process.env, ...env, RABBITMQ_URL: viaProxy.toString() },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      service.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      service.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await waitFor(() => output.includes('READY') || service.exitCode !== null, 'the service to start', 60_000);
      assert.ok(output.includes('READY'), `the service did not start:\n${output}`);
      clients = new ServiceClients(loadConfig(CommonConfig, env));
      assert.equal(await ping(), 'ping');
    });
    after(async () => {
      process.off('unhandledRejection', onUnhandled);
      await clients?.close();
      if (service && service.exitCode === null && service.signalCode === null) {
        const exited = new Promise((done) => service.once('exit', done));
        service.kill('SIGTERM');
        await exited;
      }
      await proxy?.close();
      await broker?.close();
      dir.remove();
    });

    it("loses the service's connection while its answers are on the wire: it reconnects and answers again", async () => {
      const before = count('SLOW DONE');
      const inFlight = slowCalls(IN_FLIGHT, 500, 3000);
      await waitFor(() => count('SLOW START') === before + IN_FLIGHT, 'the slow handlers to start');
      // The broker hears nothing more from the service: its answers (and acks) are sent, never received…
      proxy.holdFromClients();
      await waitFor(() => count('SLOW DONE') === before + IN_FLIGHT, 'the answers to be sent');
      // …until its connection is cut under them.
      await proxy.cut();
      for (const outcome of await Promise.all(inFlight)) {
        assert.ok(outcome instanceof ServiceCallError, `expected a failure, got ${String(outcome)}`);
        assert.equal(outcome.status, 504, outcome.message);
      }
      await proxy.restore();
      await answersAgain();
      assertSurvived();
      // The requests it never acknowledged come back to it (at least once); let them finish.
      await waitFor(() => count('SLOW DONE') === count('SLOW START'), 'the redelivered requests');
    });

    it('answers again after a broker restart; in-flight calls fail fast instead of waiting for their time-out', async () => {
      // Requests the service is working on when the broker goes away: it answers them while it is down…
      const started = Date.now();
      const before = count('SLOW START');
      // rabbitmqctl takes a second or two to stop it, more on a loaded machine: they last far longer
      // than that (and their callers wait longer still), so the broker is surely gone before they end.
      const inFlightTimeoutMs = 30_000;
      const inFlight = slowCalls(IN_FLIGHT, 25_000, inFlightTimeoutMs);
      await waitFor(() => count('SLOW START') === before + IN_FLIGHT, 'the slow handlers to start');
      // …and a steady stream of quick calls, so that some answers are on the wire when it goes.
      let stopped = false;
      const stream = Array.from({ length: SENDERS }, async () => {
        while (!stopped) await ping().catch(() => new Promise((done) => setTimeout(done, 20)));
      });
      await new Promise((done) => setTimeout(done, 200));
      await broker.stopApp();
      stopped = true;
      await Promise.all(stream);
      for (const outcome of await Promise.all(inFlight)) {
        assert.ok(outcome instanceof ServiceCallError, `expected a failure, got ${String(outcome)}`);
        assert.equal(outcome.status, 503, outcome.message);
      }
      assert.ok(
        Date.now() - started < inFlightTimeoutMs,
        'the callers heard of the lost connection before their time-out',
      );

      // While the broker is away a call fails at once.
      const whileDown = Date.now();
      await assert.rejects(ping(), (error: unknown) => error instanceof ServiceCallError && error.status === 503);
      assert.ok(Date.now() - whileDown < 1000, 'refused at once');

      await broker.startApp();
      await answersAgain();
      assertSurvived();
    });
  },
);
