// Order placement over RabbitMQ for `npm run bench`: customers place orders through the gateway
// (token check by identity, price RPC to catalog, one write with its event, mails queued by
// messaging), each request with its own Idempotency-Key; then the orders stored are counted
// against the 201 answers, so a lost or doubled order shows as a number, not as a feeling.
//
// Alone: node tools/bench/bench-orders.mjs [orders] [connections]  (defaults 3000 and 50).
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { DELIVERY_FEE } from '@flowershop/common/shop-rules';
import { signToken, startStack, TEST_ADMIN } from '@flowershop/common/testing';
import { rssMb } from './bench-memory.mjs';
import { brokerPid, cpuSecondsOf } from './bench-support.mjs';

const ADDRESS = {
  firstName: 'Bench',
  lastName: 'Shopper',
  email: 'bench@example.test',
  phone: '555-0100',
  address1: '1 Load Street',
  city: 'Maple Township',
  state: 'New Jersey',
  postalCode: '08000',
};

async function json(baseUrl, path, init = {}) {
  const response = await fetch(`${baseUrl}${path}`, init);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** The bench's bouquets cost $20, $21, $22. */
const BOUQUET_PRICE = (i) => 20 + i;

async function createBouquets(baseUrl, token, count) {
  const ids = [];
  for (let i = 0; i < count; i++) {
    const form = new FormData();
    form.append('name', `Bench Bouquet ${i}`);
    form.append('price', String(BOUQUET_PRICE(i)));
    form.append('description', 'For the order benchmark');
    const created = await json(baseUrl, '/api/bouquets', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    ids.push(created.body._id);
  }
  return ids;
}

/**
 * Sends each unanswered request again with its own key, a few times, as a shopper's retry would;
 * returns how many got their order (201). Those that still fail are counted as not placed.
 */
async function retryWithSameKeys(baseUrl, body, headersFor, keys) {
  let placed = 0;
  for (const key of keys) {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await fetch(`${baseUrl}/api/orders`, { method: 'POST', headers: headersFor(key), body });
      await response.arrayBuffer();
      if (response.status === 201) {
        placed += 1;
        break;
      }
      if (response.status < 500) break; // refused, not lost: a retry would be refused again
    }
  }
  return placed;
}

/** CPU seconds each process of the stack has used so far (those whose figure is known). */
function cpuSeconds(pids) {
  return Object.fromEntries(
    Object.entries(pids)
      .map(([name, pid]) => [name, cpuSecondsOf(pid)])
      .filter(([, used]) => used !== undefined),
  );
}

/**
 * A process's CPU seconds once it has gone quiet (under 20 ms of CPU in half a second; 60 s at
 * most), and when it went quiet.
 */
async function settledCpu(pid) {
  let last = cpuSecondsOf(pid) ?? 0;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const at = Date.now();
    await new Promise((done) => setTimeout(done, 500));
    const now = cpuSecondsOf(pid) ?? last;
    if (now - last < 0.02) return { cpu: now, at };
    last = now;
  }
  return { cpu: last, at: Date.now() };
}

/** Milliseconds of CPU each process spent per order placed, e.g. "gateway 1.9, orders 1.2". */
function cpuPerOrder(before, after, orders) {
  return Object.keys(after)
    .filter((name) => name in before)
    .map((name) => `${name} ${(((after[name] - before[name]) * 1000) / Math.max(orders, 1)).toFixed(1)}`)
    .join(', ');
}

/** Customers placing the orders: 2300 orders over 3 dates of 1000 places leave each about 2 a date. */
const BENCH_CUSTOMERS = 500;

/** Orders placed before the measured load (see `benchOrderPlacement`). */
const WARM_UP_ORDERS = 300;

/**
 * Places `amount` orders over `connections` connections, each with a new Idempotency-Key; resolves
 * to autocannon's result, the answers per status, the keys of requests without a 201, and when
 * the first request went and the last answer came.
 */
async function placeOrders({ url, amount, connections, body, headersFor, nextKey }) {
  const statuses = new Map();
  /** Keys whose request got no 201 (a time-out or a 5xx): a shopper's retry sends the same key again. */
  const unanswered = new Set();
  const startedAt = Date.now();
  let lastAnswerAt = startedAt;
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        amount,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            body,
            // One request at a time per connection, so the context holds the key of the request answered.
            setupRequest: (request, context) => {
              context.key = nextKey();
              return { ...request, headers: { ...headersFor(context.key) } };
            },
            onResponse: (status, _body, context) => {
              lastAnswerAt = Date.now();
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              if (status !== 201) unanswered.add(context.key);
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('reqError', () => undefined);
  });
  return { result, statuses, unanswered, startedAt, lastAnswerAt };
}

/**
 * Starts the shop over RabbitMQ and places `orders` orders over `connections` connections. A
 * fixed number, not a duration: every request gets its answer, so the orders stored must equal
 * the 201 answers exactly (a duration would cut requests off mid-way and blur the count).
 * `WARM_UP_ORDERS` go first, and their mails are sent, before the measured load; they are
 * checked with the others (answered = stored). `env` is added to every process's environment; `beforeLoad(stack)` runs right before the load
 * (e.g. to start a profiler) and `afterLoad(stack)` right after its last answer. Resolves to the figures it prints.
 */
export async function benchOrderPlacement({ orders, connections, env = {}, beforeLoad, afterLoad }) {
  const stack = await startStack({ transport: 'rmq', withNiceness: true, env: { LOG_LEVEL: 'error', ...env } });
  try {
    const admin = (
      await json(stack.baseUrl, '/api/auth/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(TEST_ADMIN),
      })
    ).body.token;
    const bouquets = await createBouquets(stack.baseUrl, admin, 3);
    // Every order books a delivery date (ADR 13): room for the whole run, as a busy shop would set it.
    const auth = { Authorization: `Bearer ${admin}` };
    const settings = (await json(stack.baseUrl, '/api/admin/fulfilment-settings', { headers: auth })).body;
    const saved = await json(stack.baseUrl, '/api/admin/fulfilment-settings', {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...settings, updatedAt: undefined, dailyCapacity: 1000 }),
    });
    if (saved.status !== 200) throw new Error(`fulfilment settings: ${saved.status} ${JSON.stringify(saved.body)}`);
    // Enough customers that none holds more than a few orders of a date (ORDERS_PER_CUSTOMER_PER_DAY):
    // the keys take turns over them, and each key names its customer in its first four digits, so a
    // retry with the same key comes from the same customer (keys are per customer).
    const customers = Array.from({ length: BENCH_CUSTOMERS }, (_, i) =>
      signToken(stack.env.JWT_SECRET, { sub: `bench-${i}`, email: `bench-${i}@example.test`, role: 'customer' }),
    );
    let turn = 0;
    const nextKey = () => `${(turn++ % customers.length).toString(16).padStart(4, '0')}${randomUUID().slice(4)}`;
    const headersFor = (key) => ({
      'content-type': 'application/json',
      authorization: `Bearer ${customers[parseInt(key.slice(0, 4), 16)]}`,
      'idempotency-key': key,
    });
    // As the SPA sends it: each line names its kind (older carts without one are priced too, by a
    // wider lookup), and the total is the one the checkout showed (the server refuses another).
    const cowPrice = (await json(stack.baseUrl, '/api/paper-sheets')).body.find((sheet) => sheet.id === 'cow').price;
    const body = JSON.stringify({
      form: ADDRESS,
      delivery: 'delivery',
      cart: bouquets.map((productId, i) => ({
        kind: 'bouquet',
        productId,
        quantity: i + 1,
        selectedSheet: i === 0 ? { id: 'cow' } : null,
      })),
      total: bouquets.reduce(
        (sum, _id, i) => sum + (BOUQUET_PRICE(i) + (i === 0 ? cowPrice : 0)) * (i + 1),
        DELIVERY_FEE,
      ),
    });
    // Placed first and counted in "stored", not in the figures: the first orders of a fresh stack
    // meet cold code (compilation, first batches) and their latency is a start-up cost, not a rate.
    const run = { url: `${stack.baseUrl}/api/orders`, connections, body, headersFor, nextKey };
    const warmUp = await placeOrders({ ...run, amount: WARM_UP_ORDERS });
    await settledCpu(stack.pids().messaging); // its mails are sent before the measured load starts
    await beforeLoad?.(stack);
    // The broker's CPU too (RabbitMQ's beam.smp, when it runs on this machine): every order crosses it.
    const measured = { ...stack.pids(), ...(brokerPid() && { broker: brokerPid() }) };
    const cpuBefore = cpuSeconds(measured);
    const load = await placeOrders({ ...run, amount: orders });
    const { result, statuses } = load;
    const cpuAfter = cpuSeconds(measured);
    await afterLoad?.(stack);
    // As the SPA does after a lost answer: the same request with the same key, which must answer the order it made.
    const unanswered = [...warmUp.unanswered, ...load.unanswered];
    const retried = await retryWithSameKeys(stack.baseUrl, body, headersFor, unanswered);
    const placed = (warmUp.statuses.get(201) ?? 0) + (statuses.get(201) ?? 0) + retried;
    const stored = Number(
      (
        await json(stack.baseUrl, '/api/orders?page=1&size=1', { headers: { Authorization: `Bearer ${admin}` } })
      ).headers.get('x-total-count'),
    );
    // Messaging's mails run behind the orders: its CPU until it has gone quiet counts all of them.
    const mailsDone = await settledCpu(measured.messaging);
    const others = [...statuses].filter(([status]) => status !== 201).map(([status, count]) => `${status}×${count}`);
    const { latency, errors, timeouts } = result;
    if (retried > 0) others.push(`(${retried} placed on retry with the same key)`);
    const figures = {
      // From the first request to the last answer: autocannon's own average is over whole seconds
      // (it notices the end of a fixed amount only at its next one-second tick).
      ordersPerSecond: Math.round((statuses.get(201) ?? 0) / ((load.lastAnswerAt - load.startedAt) / 1000)),
      p50: latency.p50,
      p99: latency.p99,
      errors: errors + timeouts,
      placed,
      stored,
      otherAnswers: others,
      cpuMsPerOrder: cpuPerOrder(cpuBefore, cpuAfter, orders),
      messagingMsPerOrderWithMails: (((mailsDone.cpu - cpuBefore.messaging) * 1000) / orders).toFixed(1),
      mailsSentSecondsAfterLoad: ((mailsDone.at - load.lastAnswerAt) / 1000).toFixed(1),
    };
    console.log(
      `${'POST /api/orders (RabbitMQ)'.padEnd(34)} ${String(figures.ordersPerSecond).padStart(6)} orders/s p50 ${latency.p50} ms   ` +
        `p99 ${latency.p99} ms   errors ${figures.errors}   other answers ${others.join(' ') || 'none'}   ` +
        `answered 201 (with ${WARM_UP_ORDERS} warm-up orders before): ${placed}, stored: ${stored}, lost: ${Math.max(0, placed - stored)}, doubled: ${Math.max(0, stored - placed)}`,
    );
    if (figures.cpuMsPerOrder) {
      console.log(`${''.padEnd(34)} CPU ms per order: ${figures.cpuMsPerOrder}`);
      console.log(
        `${''.padEnd(34)} messaging until every mail is sent: ${figures.messagingMsPerOrderWithMails} ms per order; ` +
          `the last mail sent ${figures.mailsSentSecondsAfterLoad} s after the last order`,
      );
      const resident = Object.entries(stack.pids()).map(([name, pid]) => `${name} ${rssMb(pid)}`);
      console.log(`${''.padEnd(34)} resident MB once the mails are sent: ${resident.join(', ')}`);
    }
    return figures;
  } finally {
    await stack.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [orders = '3000', connections = '50'] = process.argv.slice(2);
  await benchOrderPlacement({ orders: Number(orders), connections: Number(connections) });
}
