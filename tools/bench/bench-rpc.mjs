// Issue 12, target 2 for `npm run bench`: the shop's uncached catalogue read over RabbitMQ, called
// through the shop's own ServiceClients straight to the catalog service (no gateway, no cache),
// against a plain Nest ClientRMQ/ServerRMQ pair with default options answering the same pattern
// from an in-memory list (tools/bench/bench-nest-rmq-reference.mjs), rounds interleaved. Besides the
// server's CPU per call it shows the caller's and the broker's (RabbitMQ's beam.smp), as the
// three share the machine's cores.
// Alone: `node tools/bench/bench.mjs rpc` (starts its own shop over RabbitMQ).
import { Logger } from '@nestjs/common';
import { CommonConfig, loadConfig } from '@flowershop/common/config';
import { CATALOG_PATTERNS } from '@flowershop/common/contracts';
import { startStack } from '@flowershop/common/testing';
import { ServiceClients } from '@flowershop/common/transport';
import { startNestRmqReference } from './bench-nest-rmq-reference.mjs';
import {
  adminToken,
  brokerPid,
  cell,
  cpuSeconds,
  fillOccasionProducts,
  interleaved,
  printTable,
  summary,
  TARGETS,
  times,
  verdict,
} from './bench-support.mjs';

/** `concurrency` callers, each calling again as soon as it has its answer, for `seconds`. */
export async function rpcLoad(call, { concurrency, seconds }) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const caller = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        await call();
        latencies.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, caller));
  latencies.sort((a, b) => a - b);
  const at = (share) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] : NaN;
  const rps = latencies.length / ((performance.now() - started) / 1000);
  return { rps, p50: at(0.5), p99: at(0.99), errors, total: latencies.length };
}

/** One run with the CPU per call of the server, this caller and the broker, in µs. */
async function measured(serverPid, run) {
  const broker = brokerPid();
  const before = {
    server: cpuSeconds([serverPid]),
    broker: broker ? cpuSeconds([broker]) : 0,
    caller: process.cpuUsage(),
  };
  const result = await run();
  const calls = Math.max(1, result.total);
  const caller = process.cpuUsage(before.caller);
  return {
    ...result,
    cpuUs: ((cpuSeconds([serverPid]) - before.server) * 1e6) / calls,
    callerUs: (caller.user + caller.system) / calls,
    brokerUs: broker ? ((cpuSeconds([broker]) - before.broker) * 1e6) / calls : NaN,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Prints target 2's table for the shop started over RabbitMQ (`rmq`, its occasion list filled). */
export async function benchRpcTable(rmq, { seconds, rounds, connections, closers }) {
  Logger.overrideLogger(['error', 'warn']);
  const clients = new ServiceClients(loadConfig(CommonConfig, rmq.env));
  closers.unshift(() => clients.close());
  const pattern = CATALOG_PATTERNS.products['occasion-product'].list;
  const list = await clients.send('catalog', pattern, {});
  const nest = await startNestRmqReference({ url: rmq.env.RABBITMQ_URL, pattern, list });
  closers.unshift(() => nest.close());
  const rows = [
    {
      name: 'nest',
      route: 'Nest ClientRMQ → ServerRMQ, defaults (reference)',
      pid: nest.pid,
      call: () => nest.call({}),
    },
    {
      name: 'shop',
      route: `shop ServiceClients → ${pattern}`,
      pid: rmq.pids().catalog,
      call: () => clients.send('catalog', pattern, {}),
    },
  ].map((row) => ({
    ...row,
    run: () => measured(row.pid, () => rpcLoad(row.call, { concurrency: connections, seconds })),
  }));
  for (const row of rows) await rpcLoad(row.call, { concurrency: connections, seconds: 1 }); // warm-up
  const runs = await interleaved(rows, rounds);
  printTable(
    `RPC over RabbitMQ, uncached (${connections} calls in flight; CPU µs per call of the server, the caller and the broker)`,
    ['  calls/s', 'p50 ms', 'p99 ms', 'errors', 'server', 'caller', 'broker', '× Nest RMQ', ' target 2'],
    rows.map((row) => {
      const figures = summary(runs.get(row.name), row.name === 'shop' ? { nest: runs.get('nest') } : {});
      const callerUs = median(runs.get(row.name).map((run) => run.callerUs));
      const brokerUs = median(runs.get(row.name).map((run) => run.brokerUs));
      return (
        `${row.route.padEnd(52)} ${'RabbitMQ'.padEnd(9)} ${cell(figures.rps, 9)} ${cell(figures.p50, 6, 1)} ${cell(figures.p99, 6, 1)} ` +
        `${cell(figures.errors, 6)} ${cell(figures.cpuUs, 6)} ${cell(callerUs, 6)} ${cell(brokerUs, 6)} ${times(figures.ratios.nest).padStart(10)}` +
        (row.name === 'shop' ? `  ${verdict(figures.ratios.nest, TARGETS.nestRmq)} Nest RMQ` : '')
      );
    }),
  );
}

/** The RPC table alone: its own shop over RabbitMQ with the occasion list filled. */
export async function benchRpc({ seconds, rounds, connections }) {
  const rmq = await startStack({ transport: 'rmq', withNiceness: true, env: { LOG_LEVEL: 'error' } });
  const closers = [];
  try {
    await fillOccasionProducts(rmq.baseUrl, await adminToken(rmq.baseUrl));
    await benchRpcTable(rmq, { seconds, rounds, connections, closers });
  } finally {
    for (const close of closers) await close().catch((error) => console.log(`clean-up: ${String(error)}`));
    await rmq.close();
  }
}
