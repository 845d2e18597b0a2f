// Order placement over RabbitMQ for `npm run bench`: customers place orders through the gateway
// (price RPC to catalog, one write with its event, mails queued by messaging), each request with
// its own Idempotency-Key; then the orders stored are counted against the 201 answers, so a lost
// or doubled order shows as a number, not as a feeling.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { signToken, startStack, TEST_ADMIN } from '@flowershop/common/testing';

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

async function createBouquets(baseUrl, token, count) {
  const ids = [];
  for (let i = 0; i < count; i++) {
    const form = new FormData();
    form.append('name', `Bench Bouquet ${i}`);
    form.append('price', String(20 + i));
    form.append('description', 'For the order benchmark');
    const created = await json(baseUrl, '/api/bouquets', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    ids.push(created.body._id);
  }
  return ids;
}

/**
 * Starts the shop over RabbitMQ and places `orders` orders over `connections` connections. A
 * fixed number, not a duration: every request gets its answer, so the orders stored must equal
 * the 201 answers exactly (a duration would cut requests off mid-way and blur the count).
 */
export async function benchOrderPlacement({ orders, connections }) {
  const stack = await startStack({ transport: 'rmq', env: { LOG_LEVEL: 'error' } });
  try {
    const admin = (await json(stack.baseUrl, '/api/auth/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    })).body.token;
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
    const customers = Array.from({ length: 20 }, (_, i) =>
      signToken(stack.env.JWT_SECRET, { sub: `bench-${i}`, email: `bench-${i}@example.test`, role: 'customer' }),
    );
    const body = JSON.stringify({
      form: ADDRESS,
      delivery: 'delivery',
      cart: bouquets.map((productId, i) => ({ productId, quantity: i + 1, selectedSheet: i === 0 ? { id: 'cow' } : null })),
      total: 0,
    });
    let placed = 0;
    const result = await new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${stack.baseUrl}/api/orders`,
          connections,
          amount: orders,
          timeout: 30,
          requests: [
            {
              method: 'POST',
              body,
              setupRequest: (request) => ({
                ...request,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${customers[Math.floor(Math.random() * customers.length)]}`,
                  'idempotency-key': randomUUID(),
                },
              }),
            },
          ],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on('response', (_client, statusCode) => {
        if (statusCode === 201) placed += 1;
      });
    });
    const stored = Number(
      (await json(stack.baseUrl, '/api/orders?page=1&size=1', { headers: { Authorization: `Bearer ${admin}` } })).headers.get(
        'x-total-count',
      ),
    );
    const { requests, latency, non2xx, errors } = result;
    console.log(
      `${'POST /api/orders (RabbitMQ)'.padEnd(34)} ${String(Math.round(requests.average)).padStart(6)} orders/s p50 ${latency.p50} ms   ` +
        `p99 ${latency.p99} ms   non-2xx ${non2xx}   errors ${errors}   ` +
        `answered 201: ${placed}, stored: ${stored}, lost: ${Math.max(0, placed - stored)}, doubled: ${Math.max(0, stored - placed)}`,
    );
  } finally {
    await stack.close();
  }
}
