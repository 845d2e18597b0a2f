// Catalogue reads for `npm run bench` (issue 12, targets 1 and 2), figures not pass/fail.
//
// Table 1 (HTTP, autocannon -c 50): the shop's cached `GET /api/occasion-products` over TCP and
// over RabbitMQ, and the same read uncached (a signed-in request, which the cache never answers),
// beside two reference servers sending the very bytes the shop sends (raw node:http, bare Express;
// tools/bench/bench-reference-servers.mjs). Rounds are interleaved — references, then the shop, again —
// and each ratio is taken within its round (then the median), so a machine busy with other work
// moves both sides of a ratio alike.
//
// Table 2 (RPC, 50 calls in flight): the shop's uncached catalogue read over RabbitMQ, called
// through the shop's own ServiceClients straight to the catalog service (no gateway, no cache),
// against a plain Nest ClientRMQ/ServerRMQ pair with default options answering the same pattern
// from an in-memory list (tools/bench/bench-nest-rmq-reference.mjs).
import autocannon from 'autocannon';
import { startStack } from '@flowershop/common/testing';
import { benchRpcTable } from './bench-rpc.mjs';
import { formatMemory, memoryFigures } from './bench-memory.mjs';
import { startReferenceServers } from './bench-reference-servers.mjs';
import {
  adminToken,
  cell,
  fillOccasionProducts,
  interleaved,
  listBytes,
  PATH,
  printTable,
  summary,
  TARGETS,
  times,
  verdict,
  withCpu,
} from './bench-support.mjs';

/** One autocannon run: requests/s, p50, p99 and every failure (errors, time-outs, non-2xx). */
function httpLoad(url, { connections, seconds, headers = {} }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) => {
      if (error) return reject(error);
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        total: result.requests.total,
      });
    });
  });
}

/**
 * Starts the shop over TCP and over RabbitMQ and the references, fills the occasion list to the
 * issue's size, prints both tables and the TCP shop's memory at rest and at its peak.
 */
export async function benchCatalogueReads({ seconds, rounds, connections }) {
  const env = { LOG_LEVEL: 'error' };
  const tcp = await startStack({ env, withNiceness: true });
  const stacks = [tcp];
  const closers = [];
  try {
    const rmq = await startStack({ transport: 'rmq', env, withNiceness: true });
    stacks.push(rmq);
    const tokens = { tcp: await adminToken(tcp.baseUrl), rmq: await adminToken(rmq.baseUrl) };
    const body = await fillOccasionProducts(tcp.baseUrl, tokens.tcp);
    const rmqBody = await fillOccasionProducts(rmq.baseUrl, tokens.rmq);
    const references = await startReferenceServers(body, PATH);
    closers.push(() => references.close());
    const same =
      (await listBytes(tcp.baseUrl)).equals(body) &&
      Buffer.from(await (await fetch(references.rawUrl)).arrayBuffer()).equals(body);
    console.log(
      `Catalogue reads: GET ${PATH} of ${body.length} bytes (over RabbitMQ ${rmqBody.length}), ` +
        `${same ? 'the same bytes from the shop and both references' : 'BODIES DIFFER'}; ` +
        `autocannon -c ${connections}, ${seconds} s a run, ${rounds} interleaved rounds, medians; shop log level error`,
    );

    const signedIn = (token) => ({ Authorization: `Bearer ${token}` });
    // Whose CPU a row counts: the reference's process; the gateway alone for a cached answer (the
    // rest of the shop idles); all five shop processes for an uncached one.
    const shopPids = (stack, row) => (row.target ? [stack.pids().gateway] : Object.values(stack.pids()));
    const rows = [
      { name: 'raw', route: 'raw node:http, precomputed body (reference)', transport: '–', url: references.rawUrl },
      {
        name: 'express',
        route: 'bare Express, res.send(body) (reference)',
        transport: '–',
        url: references.expressUrl,
      },
      { name: 'tcp', route: `GET ${PATH} (cached)`, transport: 'TCP', target: true, url: `${tcp.baseUrl}${PATH}` },
      { name: 'rmq', route: `GET ${PATH} (cached)`, transport: 'RabbitMQ', target: true, url: `${rmq.baseUrl}${PATH}` },
      {
        name: 'tcp-uncached',
        route: `GET ${PATH} (signed in, uncached)`,
        transport: 'TCP',
        url: `${tcp.baseUrl}${PATH}`,
        headers: signedIn(tokens.tcp),
      },
      {
        name: 'rmq-uncached',
        route: `GET ${PATH} (signed in, uncached)`,
        transport: 'RabbitMQ',
        url: `${rmq.baseUrl}${PATH}`,
        headers: signedIn(tokens.rmq),
      },
    ].map((row) => {
      const stack = { TCP: tcp, RabbitMQ: rmq }[row.transport];
      const pids = stack ? shopPids(stack, row) : [references.pid];
      const load = (runSeconds) => httpLoad(row.url, { connections, seconds: runSeconds, headers: row.headers });
      return { ...row, run: (runSeconds = seconds) => withCpu(pids, () => load(runSeconds)) };
    });
    // Warm-up (JIT, connections), not counted.
    for (const row of rows) await row.run(1);
    let runs;
    const memory = await memoryFigures(tcp, {
      load: async () => {
        runs = await interleaved(rows, rounds);
      },
    });
    const refs = { raw: runs.get('raw'), express: runs.get('express') };
    printTable(
      'HTTP (issue 12 target 1: cached ≥ 0.9× Express and ≥ 0.25× raw http; CPU: the reference, the gateway for cached rows, the whole shop for uncached)',
      ['   req/s', 'p50 ms', 'p99 ms', 'errors', 'CPU µs/req', '× raw http', '× Express', ' target 1'],
      rows.map((row) => {
        const figures = summary(runs.get(row.name), row.name === 'raw' || row.name === 'express' ? {} : refs);
        const { raw, express } = figures.ratios;
        return (
          `${row.route.padEnd(52)} ${row.transport.padEnd(9)} ${cell(figures.rps, 8)} ${cell(figures.p50, 6)} ${cell(figures.p99, 6)} ` +
          `${cell(figures.errors, 6)} ${cell(figures.cpuUs, 10)} ${times(raw).padStart(10)} ${times(express).padStart(9)}` +
          (row.target ? `  ${verdict(express, TARGETS.express)} Express, ${verdict(raw, TARGETS.raw)} raw` : '')
        );
      }),
    );
    console.log(
      `\nMemory of the shop over TCP (resident), at rest and under the load above:\n${formatMemory(memory)}\n`,
    );

    await benchRpcTable(rmq, { seconds, rounds, connections, closers });
  } finally {
    for (const close of closers) await close().catch((error) => console.log(`clean-up: ${String(error)}`));
    for (const stack of stacks) await stack.close();
  }
}
