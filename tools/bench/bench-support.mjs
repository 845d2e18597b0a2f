// What the bench's parts share: the shop fixtures they fill (admin token, occasion list of the
// issue's size), CPU per request from /proc, interleaved rounds, medians and the table layout.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { TEST_ADMIN } from '@flowershop/common/testing';

export const PATH = '/api/occasion-products';
/** The body: about 4.8 KB of JSON, as the demo-sized occasion list is. */
const BODY_BYTES = 4800;
export const TARGETS = { express: 0.9, raw: 0.25, nestRmq: 3 };

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** CPU seconds (user + system) the processes have used so far, from /proc (Linux; else 0). */
export function cpuSeconds(pids) {
  return pids.reduce((total, pid) => total + (cpuSecondsOf(pid) ?? 0), 0);
}

/** CPU seconds (user + system) one process has used so far; undefined when unknown (not Linux, or gone). */
export function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in USER_HZ ticks
  } catch {
    return undefined;
  }
}

/**
 * Runs `load` and adds the server processes' CPU time per request answered: unlike requests/s,
 * it hardly moves when other work on the machine takes the cores away.
 */
export async function withCpu(pids, load) {
  const before = cpuSeconds(pids);
  const result = await load();
  return { ...result, cpuUs: ((cpuSeconds(pids) - before) * 1e6) / Math.max(1, result.total) };
}

export async function adminToken(baseUrl) {
  const login = await fetch(`${baseUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  return (await login.json()).token;
}

/** The list's bytes as an anonymous visitor without compression gets them (the cached answer). */
export async function listBytes(baseUrl) {
  const response = await fetch(`${baseUrl}${PATH}`, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`GET ${PATH} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Adds occasion products (each with its two pictures) until the list is BODY_BYTES long. */
export async function fillOccasionProducts(baseUrl, token) {
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

/** Runs every row once per round, in order, and keeps each row's runs. */
export async function interleaved(rows, rounds) {
  const runs = new Map(rows.map((row) => [row.name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const row of rows) runs.get(row.name).push(await row.run());
  }
  return runs;
}

/** Median figures of a row and its median ratio to each reference, round by round. */
export function summary(runs, references) {
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

export const cell = (value, width, digits = 0) =>
  (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : String(value ?? '–')).padStart(width);
export const times = (ratio) => (ratio === undefined ? '–' : `${ratio.toFixed(2)}×`);
export const verdict = (ratio, target) => `${ratio >= target ? 'meets' : 'MISSES'} ≥${target}×`;

export function printTable(title, columns, lines) {
  console.log(title);
  console.log(`  ${'route'.padEnd(52)} ${'transport'.padEnd(9)} ${columns.join(' ')}`);
  for (const line of lines) console.log(`  ${line}`);
}

/** RabbitMQ's Erlang VM on this machine, if one runs here (its CPU is part of every call). */
export function brokerPid() {
  try {
    return Number(execFileSync('pgrep', ['-o', 'beam.smp'], { encoding: 'utf8' }).trim()) || undefined;
  } catch {
    return undefined;
  }
}
