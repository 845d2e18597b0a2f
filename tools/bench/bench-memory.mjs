#!/usr/bin/env node
// Memory of the shop's processes (issue 12, target 5; ADR 0012): resident set size (VmRSS in
// /proc/<pid>/status, which is what a container's memory limit and `ps` see) of each process
// at rest, and each one's peak while some load runs.
//
// For other scripts (tools/bench/bench.mjs):
//
//   import { memoryFigures, formatMemory } from './bench-memory.mjs';
//   const figures = await memoryFigures(stack, { load: async () => { ...autocannon runs... } });
//   console.log(formatMemory(figures));
//
//   memoryFigures(stack, { load?, settleMs = 1500, sampleEveryMs = 200 }) → Promise<{
//     idle:  { gateway: 84.1, catalog: 78.3, ... },  // MB, median of a few samples after settleMs
//     peak?: { gateway: 131.0, ... },                // MB, highest sample while `load()` ran
//     after?: { gateway: 120.2, ... },               // MB, once `load()` has finished
//     overBudget: ['catalog idle 93.2 MB > 90 MB', ...],  // empty when every budget holds (the
//                                                        // gateway is budgeted under load only)
//   }>
//   `stack` is anything with `pids()` → { name: pid } (startStack from @flowershop/common/testing).
//   MEMORY_BUDGET_MB = { idle: 90, gatewayUnderLoad: 150 }; rssMb(pid) reads one process (MB).
//
// Alone: `node tools/bench/bench-memory.mjs` starts the shop over TCP (built code), adds 30 bouquets,
// prints the idle figures, loads GET /api/bouquets, a stored image and GET /api/health with
// autocannon on 127.0.0.1 (BENCH_SECONDS, default 8 s each, BENCH_CONNECTIONS, default 50) and
// prints the peaks. Figures, not pass/fail (the exit code is 0 either way).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Issue 12, target 5: each idle service (catalog, orders, identity, messaging), and the gateway
 * under the bench load. The gateway's idle size has no budget of its own (ADR 12: Nest's HTTP
 * stack, Swagger's decorators, multer and the throttler keep it above 90 MB at rest).
 */
export const MEMORY_BUDGET_MB = { idle: 90, gatewayUnderLoad: 150 };
const BUDGETED_AT_REST = (name) => name !== 'gateway';

/** Resident set size of one process in MB (one decimal), or undefined once it has gone. */
export function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round((kb / 1024) * 10) / 10 : undefined;
  } catch {
    return undefined;
  }
}

const pause = (ms) => new Promise((done) => setTimeout(done, ms));

function sampleAll(stack) {
  return Object.fromEntries(
    Object.entries(stack.pids())
      .map(([name, pid]) => [name, rssMb(pid)])
      .filter(([, mb]) => mb !== undefined),
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median of five samples, so one allocation burst does not count as the process's size. */
async function idleFigures(stack, settleMs, sampleEveryMs) {
  await pause(settleMs);
  const samples = [];
  for (let i = 0; i < 5; i++) {
    if (i > 0) await pause(sampleEveryMs);
    samples.push(sampleAll(stack));
  }
  return Object.fromEntries(Object.keys(samples[0]).map((name) => [name, median(samples.map((s) => s[name] ?? 0))]));
}

/** Each process's highest sample while `work` runs (sampled every `sampleEveryMs`). */
async function peakDuring(stack, work, sampleEveryMs) {
  const peaks = {};
  const sample = () => {
    for (const [name, mb] of Object.entries(sampleAll(stack))) peaks[name] = Math.max(peaks[name] ?? 0, mb);
  };
  const timer = setInterval(sample, sampleEveryMs);
  try {
    sample();
    await work();
  } finally {
    clearInterval(timer);
    sample();
  }
  return peaks;
}

/** The per-process figures; see the top of this file. */
export async function memoryFigures(stack, { load, settleMs = 1500, sampleEveryMs = 200 } = {}) {
  const idle = await idleFigures(stack, settleMs, sampleEveryMs);
  const overBudget = Object.entries(idle)
    .filter(([name, mb]) => BUDGETED_AT_REST(name) && mb > MEMORY_BUDGET_MB.idle)
    .map(([name, mb]) => `${name} idle ${mb} MB > ${MEMORY_BUDGET_MB.idle} MB`);
  if (!load) return { idle, overBudget };
  const peak = await peakDuring(stack, load, sampleEveryMs);
  if (peak.gateway > MEMORY_BUDGET_MB.gatewayUnderLoad)
    overBudget.push(`gateway under load ${peak.gateway} MB > ${MEMORY_BUDGET_MB.gatewayUnderLoad} MB`);
  return { idle, peak, after: sampleAll(stack), overBudget };
}

/** The figures as table lines: one row per process, MB at rest, at the peak and after the load. */
export function formatMemory({ idle, peak, after, overBudget }) {
  const cell = (mb) => (mb === undefined ? '–' : `${mb.toFixed(1)} MB`).padStart(10);
  const lines = [`${'process'.padEnd(10)}${'idle'.padStart(10)}${'peak'.padStart(10)}${'after'.padStart(10)}`];
  for (const name of Object.keys(idle))
    lines.push(`${name.padEnd(10)}${cell(idle[name])}${cell(peak?.[name])}${cell(after?.[name])}`);
  lines.push(
    overBudget.length === 0
      ? `memory budgets held (each idle service ≤ ${MEMORY_BUDGET_MB.idle} MB; the gateway ≤ ${MEMORY_BUDGET_MB.gatewayUnderLoad} MB under load${peak ? '' : ', not loaded here'})`
      : `over budget: ${overBudget.join('; ')}`,
  );
  return lines.join('\n');
}

async function runAlone() {
  const { default: autocannon } = await import('autocannon');
  const { startStack, TEST_ADMIN } = await import('@flowershop/common/testing');
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const stack = await startStack({ withNiceness: true, env: { LOG_LEVEL: 'error' } });
  try {
    const login = await fetch(`${stack.baseUrl}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    const admin = { Authorization: `Bearer ${(await login.json()).token}` };
    for (let i = 0; i < 30; i++) {
      const form = new FormData();
      form.append('name', `Memory Bouquet ${i}`);
      form.append('price', String(20 + i));
      form.append('description', 'For the memory benchmark');
      await fetch(`${stack.baseUrl}/api/bouquets`, { method: 'POST', headers: admin, body: form });
    }
    const sheets = await (await fetch(`${stack.baseUrl}/api/paper-sheets`)).json();
    const paths = ['/api/bouquets', sheets[0].image.replace(/^https?:\/\/[^/]+/, ''), '/api/health'];
    const figures = await memoryFigures(stack, {
      load: async () => {
        for (const path of paths) {
          const result = await autocannon({ url: `${stack.baseUrl}${path}`, connections, duration: seconds });
          console.log(`GET ${path}: ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}`);
        }
      },
    });
    console.log(formatMemory(figures));
  } finally {
    await stack.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runAlone();
