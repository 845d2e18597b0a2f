#!/usr/bin/env node
// `npm run bench`: starts the whole shop (TCP, real processes) on free ports, fills a catalogue,
// then loads the busiest public routes with autocannon on 127.0.0.1 for a bounded time and
// prints throughput, latency and each process's memory; then places orders over RabbitMQ
// (scripts/bench-orders.mjs), and runs Lighthouse on the storefront (scripts/bench-lighthouse.mjs).
// Figures, not pass/fail.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { startStack, TEST_ADMIN } from '@flowershop/common/testing';
import { benchLighthouse } from './bench-lighthouse.mjs';
import { benchOrderPlacement } from './bench-orders.mjs';
import { firstLoadLine } from './spa-first-load.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PRODUCTS = 30;

function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return (kb / 1024).toFixed(0);
  } catch {
    return '?';
  }
}

function memoryLine(stack, peaks) {
  return Object.entries(stack.pids())
    .map(([name, pid]) => `${name} ${peaks?.[name] ?? rssMb(pid)} MB`)
    .join(', ');
}

/** Samples every process's resident memory while `work` runs and keeps each one's peak. */
async function peakMemoryDuring(stack, work) {
  const peaks = {};
  const sample = () => {
    for (const [name, pid] of Object.entries(stack.pids())) {
      const mb = Number(rssMb(pid));
      if (Number.isFinite(mb)) peaks[name] = Math.max(peaks[name] ?? 0, mb);
    }
  };
  const timer = setInterval(sample, 250);
  try {
    await work();
  } finally {
    clearInterval(timer);
    sample();
  }
  return peaks;
}

async function fillCatalogue(baseUrl) {
  const login = await fetch(`${baseUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  const { token } = await login.json();
  const image = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#e91e63' } })
    .png()
    .toBuffer();
  let imageUrl;
  for (let i = 0; i < PRODUCTS; i++) {
    const form = new FormData();
    form.append('name', `Bench Box ${i}`);
    form.append('price', String(10 + i));
    form.append('image', new Blob([image], { type: 'image/png' }), 'box.png');
    const box = await (
      await fetch(`${baseUrl}/api/boxes`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
    ).json();
    imageUrl = box.imageUrl;
  }
  return imageUrl;
}

function load(url, title) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (error, result) => {
      if (error) return reject(error);
      const { requests, latency, non2xx, errors } = result;
      console.log(
        `${title.padEnd(34)} ${String(Math.round(requests.average)).padStart(6)} req/s   ` +
          `p50 ${latency.p50} ms   p99 ${latency.p99} ms   non-2xx ${non2xx}   errors ${errors}`,
      );
      resolve(result);
    });
  });
}

console.log(firstLoadLine());
const stack = await startStack({ env: { LOG_LEVEL: 'error' } });
try {
  const imageUrl = await fillCatalogue(stack.baseUrl);
  console.log(`\nShop on ${stack.baseUrl}: ${PRODUCTS} boxes, ${CONNECTIONS} connections, ${SECONDS} s per route`);
  console.log(`memory at rest (idle): ${memoryLine(stack)}\n`);
  const peaks = await peakMemoryDuring(stack, async () => {
    await load(`${stack.baseUrl}/api/boxes`, 'GET /api/boxes (30 products)');
    await load(`${stack.baseUrl}/api/boxes?sort=price_desc`, 'GET /api/boxes?sort=price_desc');
    await load(`${stack.baseUrl}${imageUrl}`, 'GET /api/images/:key');
    await load(`${stack.baseUrl}/api/health`, 'GET /api/health (4 pings)');
  });
  console.log(`\nmemory peak under load: ${memoryLine(stack, peaks)}`);
  console.log(`memory after load:      ${memoryLine(stack)}`);
} finally {
  await stack.close();
}
console.log('');
await benchOrderPlacement({ orders: Number(process.env.BENCH_ORDERS ?? 2000), connections: CONNECTIONS });
console.log('');
await benchLighthouse();
