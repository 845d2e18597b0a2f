#!/usr/bin/env node
// The admin dashboard's order figures on a big shop (figures, not pass/fail): writes
// BENCH_DASHBOARD_ORDERS orders (default 100,000) over the last two years straight into an
// embedded store's file (with the booking documents of the coming 30 days), then times
// orders.stats.dashboard's work cold (every day of the month counted from its orders), warm
// (day cache), and after a write marked today stale.
// Needs the compiled code: `npx tsc -b` first. Usage: node tools/bench/bench-dashboard.mjs
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDocumentStore } from '@flowershop/common/persistence';
import { SHOP_TIME_ZONE, addDays, shopDayOf } from '@flowershop/common/shop-rules';
import {
  FulfilmentBookings,
  FULFILMENT_BOOKINGS,
} from '../../services/orders/dist/src/fulfilment/fulfilment-bookings.js';
import { FulfilmentScheduler } from '../../services/orders/dist/src/fulfilment/fulfilment-scheduler.js';
import { FulfilmentSettingsStore } from '../../services/orders/dist/src/fulfilment/fulfilment-settings-store.js';
import { DaySalesCache } from '../../services/orders/dist/src/stats/day-sales-cache.js';
import { OrdersDashboardDesk } from '../../services/orders/dist/src/stats/orders-dashboard.js';

const ORDERS = Number(process.env.BENCH_DASHBOARD_ORDERS ?? 100_000);
const SPAN_MS = 730 * 86_400_000;
const STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Delivered', 'Delivered', 'Cancelled'];
const PRODUCTS = Array.from({ length: 40 }, (_, n) => ({ kind: 'bouquet', productId: `p${n}`, name: `Bouquet ${n}` }));

const dir = mkdtempSync(join(tmpdir(), 'flowershop-bench-dashboard-'));
const now = Date.now();
const lines = [];
for (let n = 0; n < ORDERS; n += 1) {
  const product = PRODUCTS[n % PRODUCTS.length];
  const quantity = 1 + (n % 3);
  const total = Math.round(quantity * 34.99 * 100 + 1000) / 100;
  lines.push(
    JSON.stringify({
      _id: `o${n}`,
      orderId: `BB-BENCH-${n}`,
      status: STATUSES[n % STATUSES.length],
      delivery: 'delivery',
      cart: [{ ...product, quantity, basePrice: 34.99, totalPrice: 34.99, price: 34.99, selectedSheet: null }],
      subtotal: total - 10,
      deliveryFee: 10,
      total,
      form: { firstName: 'Ann' },
      userEmail: `c${n % 5000}@example.test`,
      createdAt: new Date(now - Math.floor((n / ORDERS) * SPAN_MS)).toISOString(),
    }),
  );
}
mkdirSync(join(dir, 'db', 'orders'), { recursive: true });
writeFileSync(join(dir, 'db', 'orders', 'orders.db'), `${lines.join('\n')}\n`);
const today = shopDayOf(new Date(now));
const bookings = Array.from({ length: 30 }, (_, n) => JSON.stringify({ _id: addDays(today, n), booked: (n * 7) % 40 }));
writeFileSync(join(dir, 'db', 'orders', `${FULFILMENT_BOOKINGS}.db`), `${bookings.join('\n')}\n`);

const store = await createDocumentStore({ DB_DRIVER: 'embedded', DATA_DIR: dir }, 'orders');
const cache = new DaySalesCache(store);
const schedule = new FulfilmentScheduler(new FulfilmentSettingsStore(store), new FulfilmentBookings(store), {
  SHOP_TIME_ZONE,
});
const desk = new OrdersDashboardDesk(store, cache, schedule);
await cache.onModuleInit();
await desk.onModuleInit();

const timed = async (label) => {
  const started = performance.now();
  const figures = await desk.figures();
  const coming = figures.comingSevenDays.reduce((sum, day) => sum + day.booked, 0);
  console.log(
    `${label}: ${(performance.now() - started).toFixed(0)} ms (month: ${figures.sales.month.orders} orders; coming 7 days: ${coming} booked)`,
  );
};
console.log(`${ORDERS.toLocaleString('en-US')} orders over 730 days, embedded store`);
await timed('cold (every day counted from its orders)');
await timed('warm (day cache)');
await cache.invalidate(new Date().toISOString());
await timed('after a write today');
await store.close();
rmSync(dir, { recursive: true, force: true });
