#!/usr/bin/env node
// `npm run bench` (issue 12): figures, not pass/fail; bounded, on 127.0.0.1 only, stops by itself.
// 1. the storefront's first-load JavaScript;
// 2. catalogue reads: the shop over TCP and over RabbitMQ beside raw node:http and bare Express
//    sending the same bytes, then the uncached RPC against a plain Nest RMQ pair, with memory
//    (tools/bench/bench-catalogue.mjs);
// 3. order placement over RabbitMQ (tools/bench/bench-orders.mjs);
// 4. Lighthouse on the storefront (tools/bench/bench-lighthouse.mjs).
// Parts by name: `node tools/bench/bench.mjs catalogue orders` runs only those (after `npm run build`).
import { benchCatalogueReads } from './bench-catalogue.mjs';
import { benchLighthouse } from './bench-lighthouse.mjs';
import { benchOrderPlacement } from './bench-orders.mjs';
import { benchRpc } from './bench-rpc.mjs';
import { firstLoadLine } from './spa-first-load.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const PARTS = {
  'first-load': async () => console.log(firstLoadLine()),
  catalogue: () => benchCatalogueReads({ seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS }),
  // Target 2's table is part of `catalogue`; `rpc` runs it alone.
  rpc: () => benchRpc({ seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS }),
  orders: () => benchOrderPlacement({ orders: Number(process.env.BENCH_ORDERS ?? 2000), connections: CONNECTIONS }),
  lighthouse: () => benchLighthouse(),
};

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in PARTS));
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}; the parts are ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}
const started = Date.now();
for (const [name, run] of Object.entries(PARTS)) {
  if (chosen.length > 0 ? !chosen.includes(name) : name === 'rpc') continue;
  await run();
  console.log('');
}
console.log(`bench took ${Math.round((Date.now() - started) / 1000)} s`);
