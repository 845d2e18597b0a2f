// Catalogue reads for `npm run bench` (issue 12, targets 1 and 2), figures not pass/fail.
//
// Table 1 (HTTP, autocannon -c 50): the shop's cached `GET /api/occasion-products` over TCP and
// over RabbitMQ, and the same read uncached (a signed-in request, which the cache never answers),
// beside two reference servers sending the very bytes the shop sends (raw node:http, bare Express;
// scripts/bench-reference-servers.mjs). Rounds are interleaved — references, then the shop, again —
// and each ratio is taken within its round (then the median), so a machine busy with other work
// moves both sides of a ratio alike.
//
// Table 2 (RPC, 50 calls in flight): the shop's uncached catalogue read over RabbitMQ, called
// through the shop's own ServiceClients straight to the catalog service (no gateway, no cache),
// against a plain Nest ClientRMQ/ServerRMQ pair with default options answering the same pattern
// from an in-memory list (scripts/bench-nest-rmq-reference.mjs).
import { Logger } from '@nestjs/common';
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { CommonConfig, loadConfig } from '@flowershop/common/config';
import { CATALOG_PATTERNS } from '@flowershop/common/contracts';
import { startStack, TEST_ADMIN } from '@flowershop/common/testing';
import { ServiceClients } from '@flowershop/common/transport';
import { startNestRmqReference } from './bench-nest-rmq-reference.mjs';
import { formatMemory, memoryFigures } from './bench-memory.mjs';
import { startReferenceServers } from './bench-reference-servers.mjs';

const PATH = '/api/occasion-products';
/** The body: about 4.8 KB of JSON, as the demo-sized occasion list is. */
const BODY_BYTES = 4800;
const TARGETS = { express: 0.9, raw: 0.25, nestRmq: 3 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** CPU seconds (user + system) the processes have used so far, from /proc (Linux; else 0). */
function cpuSeconds(pids) {
  let total = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in USER_HZ ticks
    } catch {
      // not Linux, or gone
    }
  }
  return total;
}

/**
 * Runs `load` and adds the server processes' CPU time per request answered: unlike requests/s,
 * it hardly moves when other work on the machine takes the cores away.
 */
async function withCpu(pids, load) {
  const before = cpuSeconds(pids);
  const result = await load();
  return { ...result, cpuUs: ((cpuSeconds(pids) - before) * 1e6) / Math.max(1, result.total) };
}

async function adminToken(baseUrl) {
  const login = await fetch(`${baseUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  return (await login.json()).token;
}

/** The list's bytes as an anonymous visitor without compression gets them (the cached answer). */
async function listBytes(baseUrl) {
  const response = await fetch(`${baseUrl}${PATH}`, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`GET ${PATH} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Adds occasion products (each with its two pictures) until the list is BODY_BYTES long. */
async function fillOccasionProducts(baseUrl, token) {
  const picture = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#e91e63' } })
    .png()
    .toBuffer();
  for (let i = 0; (await listBytes(baseUrl)).length < BODY_BYTES; i += 1) {
    const form = new FormData();
    form.append('name', `Bench Occasion Bouquet ${i}`);
    form.append('price', String(20 + i));
    form.append('category', ['birthday', 'fathers-day', 'mothers-day'][i % 3]);
    form.append('description', 'Seasonal flowers, hand-tied for the occasion');
    for (const view of [1, 2]) form.append('images', new Blob([picture], { type: 'image/png' }), `view-${view}.png`);
    const created = await fetch(`${baseUrl}${PATH}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    if (created.status !== 201)
      throw new Error(`creating an occasion product answered ${created.status}: ${await created.text()}`);
  }
  return await listBytes(baseUrl);
}

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

/** `concurrency` callers, each calling again as soon as it has its answer, for `seconds`. */
async function rpcLoad(call, { concurrency, seconds }) {
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

/** Runs every row once per round, in order, and keeps each row's runs. */
async function interleaved(rows, rounds) {
  const runs = new Map(rows.map((row) => [row.name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const row of rows) runs.get(row.name).push(await row.run());
  }
  return runs;
}

/** Median figures of a row and its median ratio to each reference, round by round. */
function summary(runs, references) {
  const ratio = (reference) => reference && median(runs.map((run, round) => run.rps / reference[round].rps));
  return {
    rps: median(runs.map((run) => run.rps)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    cpuUs: median(runs.map((run) => run.cpuUs)),
    ratios: Object.fromEntries(Object.entries(references).map(([name, reference]) => [name, ratio(reference)])),
  };
}

const cell = (value, width, digits = 0) =>
  (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : String(value ?? '–')).padStart(width);
const times = (ratio) => (ratio === undefined ? '–' : `${ratio.toFixed(2)}×`);
const verdict = (ratio, target) => `${ratio >= target ? 'meets' : 'MISSES'} ≥${target}×`;

function printTable(title, columns, lines) {
  console.log(title);
  console.log(`  ${'route'.padEnd(52)} ${'transport'.padEnd(9)} ${columns.join(' ')}`);
  for (const line of lines) console.log(`  ${line}`);
}

/**
 * Starts the shop over TCP and over RabbitMQ and the references, fills the occasion list to the
 * issue's size, prints both tables and the TCP shop's memory at rest and at its peak.
 */
export async function benchCatalogueReads({ seconds, rounds, connections, rabbitmqUrl }) {
  const env = { LOG_LEVEL: 'error' };
  const tcp = await startStack({ env });
  const stacks = [tcp];
  const closers = [];
  try {
    const rmq = await startStack({ transport: 'rmq', env });
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

    // Target 2: the RPC alone, the shop's ServiceClients against Nest's own RMQ client and server.
    Logger.overrideLogger(['error', 'warn']);
    const clients = new ServiceClients(
      loadConfig(CommonConfig, { ...rmq.env, RABBITMQ_URL: rabbitmqUrl ?? rmq.env.RABBITMQ_URL }),
    );
    closers.unshift(() => clients.close());
    const pattern = CATALOG_PATTERNS.products['occasion-product'].list;
    const list = await clients.send('catalog', pattern, {});
    const nest = await startNestRmqReference({ url: rmq.env.RABBITMQ_URL, pattern, list });
    closers.unshift(() => nest.close());
    const rpcRows = [
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
      run: () => withCpu([row.pid], () => rpcLoad(row.call, { concurrency: connections, seconds })),
    }));
    for (const row of rpcRows) await rpcLoad(row.call, { concurrency: connections, seconds: 1 }); // warm-up
    const rpcRuns = await interleaved(rpcRows, rounds);
    printTable(
      `RPC over RabbitMQ, uncached (${connections} calls in flight; the shop's catalog reads its store each call, the reference an in-memory list)`,
      ['  calls/s', 'p50 ms', 'p99 ms', 'errors', 'server CPU µs/call', '× Nest RMQ', ' target 2'],
      rpcRows.map((row) => {
        const figures = summary(rpcRuns.get(row.name), row.name === 'shop' ? { nest: rpcRuns.get('nest') } : {});
        return (
          `${row.route.padEnd(52)} ${'RabbitMQ'.padEnd(9)} ${cell(figures.rps, 9)} ${cell(figures.p50, 6, 1)} ${cell(figures.p99, 6, 1)} ` +
          `${cell(figures.errors, 6)} ${cell(figures.cpuUs, 18)} ${times(figures.ratios.nest).padStart(10)}` +
          (row.name === 'shop' ? `  ${verdict(figures.ratios.nest, TARGETS.nestRmq)} Nest RMQ` : '')
        );
      }),
    );
  } finally {
    for (const close of closers) await close().catch((error) => console.log(`clean-up: ${String(error)}`));
    for (const stack of stacks) await stack.close();
  }
}
