import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  DEFAULT_FULFILMENT_SETTINGS,
  addDays,
  pickupWindowsFor,
  shopDayOf,
  type Fulfilment,
} from '@flowershop/common/shop-rules';
import { SHOPPER_ADDRESS, signToken } from '@flowershop/common/testing';
import { recordPrints, signIn, type PrintCall } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { browserSkipReason } from './support/browser.js';
import { useShop } from './support/shop-fixture.js';
import { assertNoSidewaysScroll } from './support/storefront.js';

/** Two days ahead: never too soon (cutoff, no lead time by default), well inside the coming seven days. */
const DAY = addDays(shopDayOf(new Date()), 2);
const OTHER_DAY = addDays(DAY, 1);
const [EARLY, LATE] = [
  pickupWindowsFor(DEFAULT_FULFILMENT_SETTINGS, DAY)[0]!,
  pickupWindowsFor(DEFAULT_FULFILMENT_SETTINGS, DAY)[2]!,
];
const CARD_MESSAGE = 'Happy anniversary!\nLove, Sam';

interface Placed {
  _id: string;
  orderId: string;
  delivery: string;
  fulfilment: Fulfilment;
}

/** A print's order ids: its tickets' and its driver's stops'. */
const printedIds = ({ tickets, stops }: PrintCall) => ({ tickets: tickets.map((ticket) => ticket.orderId), stops });
const toast = (page: Page, text: string) => page.getByTestId('toast-region').getByText(text, { exact: true });

describe(
  "admin: the day's work — date filter, batch print, driver's list, coming days' load",
  { skip: browserSkipReason() },
  () => {
    const shop = useShop();
    const placed: Placed[] = [];
    /** A delivery for the date that was cancelled: listed, but on neither of the date's prints. */
    let cancelled: Placed;

    before(async () => {
      const box = await shop.api.createProduct(
        'boxes',
        { name: 'Day Box', price: '12.5' },
        { part: 'image', count: 1 },
      );
      const token = signToken(shop.stack.env.JWT_SECRET, { sub: 'day', email: 'day@example.test', role: 'customer' });
      const place = async (delivery: string, fulfilment: Fulfilment, form: Record<string, string> = {}) => {
        const response = await fetch(`${shop.stack.baseUrl}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            form: { ...SHOPPER_ADDRESS, ...form },
            delivery,
            fulfilment,
            cart: [{ productId: box._id, quantity: 2 }],
          }),
        });
        const body = await response.text();
        assert.equal(response.status, 201, body);
        const order = JSON.parse(body) as Placed;
        assert.deepEqual(order.fulfilment, fulfilment);
        return order;
      };
      // Placed out of the day's order: a late pickup first, then an early one between the deliveries.
      const latePickup = await place('pickup', { date: DAY, window: LATE }, { firstName: 'Lena' });
      const firstDelivery = await place('delivery', { date: DAY }, { firstName: 'Dora', cardMessage: CARD_MESSAGE });
      const earlyPickup = await place('pickup', { date: DAY, window: EARLY }, { firstName: 'Eli' });
      const secondDelivery = await place(
        'delivery',
        { date: DAY },
        { firstName: 'Dan', address1: '7 Oak Avenue', address2: 'Unit 2', city: 'Cherry Hill', postalCode: '08002' },
      );
      cancelled = await place('delivery', { date: DAY }, { firstName: 'Carla', address1: '3 Gone Street' });
      const cancelling = await fetch(`${shop.stack.baseUrl}/api/orders/${cancelled._id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', Authorization: `Bearer ${await shop.api.adminToken()}` },
        body: JSON.stringify({ status: 'Cancelled' }),
      });
      assert.equal(cancelling.status, 200, await cancelling.text());
      await place('delivery', { date: OTHER_DAY }, { firstName: 'Otto' });
      placed.push(firstDelivery, secondDelivery, earlyPickup, latePickup);
    });

    it("filters Admin Orders to the date and prints all its tickets in one print, one per page, deliveries first then pickups by window; then the driver's list; cancelled orders on neither", async () => {
      const expected = placed.map((order) => order.orderId);
      // The list shows the cancelled delivery among the deliveries (oldest first); the prints leave it out.
      const listed = [...expected.slice(0, 2), cancelled.orderId, ...expected.slice(2)];
      const admin = await shop.browser.page();
      await signIn(admin);
      await admin.goto('/admin/orders');
      await admin.getByTestId('admin-order-row').first().waitFor();
      await admin.getByLabel('Choose a date').fill(DAY);
      await admin.waitForFunction(
        (ids) =>
          JSON.stringify(
            [...document.querySelectorAll('[data-testid="admin-order-row"]')].map((row) =>
              row.getAttribute('data-order-id'),
            ),
          ) === JSON.stringify(ids),
        listed,
      );
      assert.ok(await admin.getByRole('radio', { name: 'Chosen date' }).isChecked());
      assert.match(
        (await admin.getByTestId('admin-order-fulfilment').nth(3).innerText()).trim(),
        new RegExp(`^Pickup on .+, ${EARLY.start}–${EARLY.end}$`),
      );

      // Batch print: print() is called once, with every ticket of the date on the sheet in the day's order.
      const prints = await recordPrints(admin);
      await admin.getByRole('button', { name: 'Print all tickets' }).click();
      assert.deepEqual((await prints(1)).map(printedIds), [{ tickets: expected, stops: [] }]);
      await toast(admin, '1 cancelled order not printed.').waitFor();

      // In print: only the sheet shows, each ticket ends its page (the last one does not force a blank page).
      await admin.emulateMedia({ media: 'print' });
      const tickets = admin.getByTestId('order-print').getByTestId('order-print-ticket');
      assert.equal(await tickets.count(), 4);
      const pageBreaks = await tickets.evaluateAll((nodes) =>
        nodes.map((node) => {
          const style = getComputedStyle(node);
          return {
            visible: style.display !== 'none',
            breakAfter: style.breakAfter,
            legacy: style.getPropertyValue('page-break-after'),
          };
        }),
      );
      assert.deepEqual(pageBreaks, [
        { visible: true, breakAfter: 'page', legacy: 'always' },
        { visible: true, breakAfter: 'page', legacy: 'always' },
        { visible: true, breakAfter: 'page', legacy: 'always' },
        { visible: true, breakAfter: 'auto', legacy: 'auto' },
      ]);
      assert.ok(!(await admin.getByTestId('admin-orders-table').isVisible()), 'only the sheet is printed');
      for (const [index, order] of placed.entries()) {
        const text = await tickets.nth(index).innerText();
        assert.ok(text.includes(order.orderId), `ticket ${index + 1} is ${order.orderId}`);
        assert.match(
          text,
          order.delivery === 'delivery' ? /Delivery on / : new RegExp(`Pickup on .+${order.fulfilment.window!.start}`),
        );
      }
      // The gift card part: the message, no price.
      const card = tickets.nth(0).getByTestId('order-print-card');
      assert.equal(await card.getByTestId('order-print-card-message').innerText(), CARD_MESSAGE);
      assert.doesNotMatch(await card.innerText(), /\$|\d+\.\d\d|total|price/i);
      assert.equal(await admin.getByTestId('order-print-card').count(), 1, 'only the order with a message has a card');
      await admin.emulateMedia({ media: 'screen' });
      await admin.evaluate(() => window.dispatchEvent(new Event('afterprint')));
      await admin.getByTestId('order-print').waitFor({ state: 'detached' });

      // The driver's list: the deliveries in the same order, each with its map link; no prices.
      await admin.getByRole('button', { name: "Driver's list" }).click();
      assert.deepEqual((await prints(2)).map(printedIds)[1], { tickets: [], stops: expected.slice(0, 2) });
      await toast(admin, '1 cancelled delivery not printed.').waitFor();
      await admin.emulateMedia({ media: 'print' });
      const list = admin.getByTestId('driver-list');
      await list.waitFor({ state: 'visible' });
      assert.match(await list.innerText(), /2 stops · 1 cancelled delivery not printed/);
      assert.doesNotMatch(await list.innerText(), /Carla|3 Gone Street/);
      const second = 'Dan Example';
      const stop = list.getByTestId('driver-stop').nth(1);
      assert.equal(await stop.getByRole('heading', { level: 2 }).innerText(), `2. ${second}`);
      const address = '7 Oak Avenue, Unit 2, Cherry Hill, New Jersey 08002';
      const map = stop.getByRole('link', { name: `Open map for ${address}` });
      assert.equal(
        await map.getAttribute('href'),
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
      );
      assert.equal(await stop.getByRole('link', { name: SHOPPER_ADDRESS.phone }).getAttribute('href'), 'tel:5550100');
      assert.match(await list.getByTestId('driver-stop').nth(0).innerText(), /Gift card goes with the flowers/);
      assert.doesNotMatch(await list.innerText(), /\$|\d+\.\d\d|total|price|Happy anniversary/i);
      await admin.emulateMedia({ media: 'screen' });
      await admin.evaluate(() => window.dispatchEvent(new Event('afterprint')));
      await admin.close();
    });

    it('has no serious axe violation on Admin Orders with the date filter and the print buttons, and fits a 375 px phone', async () => {
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 375, height: 812 },
      ]) {
        const admin = await shop.browser.page({ viewport });
        await signIn(admin);
        await admin.goto('/admin/orders');
        await admin.getByTestId('admin-order-row').first().waitFor();
        await admin.getByLabel('Choose a date').fill(DAY);
        await admin.getByRole('button', { name: 'Print all tickets' }).waitFor();
        await admin.waitForLoadState('networkidle');
        assert.deepEqual(await seriousViolations(admin), [], `at ${viewport.width} px`);
        await assertNoSidewaysScroll(admin);
        await admin.close();
      }
    });

    it("shows the coming seven days' booked against capacity on the dashboard (a 360 px phone too), equal to the orders placed", async () => {
      const response = await fetch(`${shop.stack.baseUrl}/api/admin/dashboard`, {
        headers: { authorization: `Bearer ${await shop.api.adminToken()}` },
      });
      assert.equal(response.status, 200);
      const { comingSevenDays } = (await response.json()) as {
        comingSevenDays: { date: string; booked: number; capacity: number }[];
      };
      const today = shopDayOf(new Date());
      assert.deepEqual(
        comingSevenDays.map(({ date, booked, capacity }) => [date, booked, capacity]),
        Array.from({ length: 7 }, (_, count) => {
          const date = addDays(today, count);
          return [date, date === DAY ? 4 : date === OTHER_DAY ? 1 : 0, DEFAULT_FULFILMENT_SETTINGS.dailyCapacity];
        }),
      );

      const admin = await shop.browser.page({ viewport: { width: 360, height: 780 } });
      await signIn(admin);
      const coming = admin.getByRole('region', { name: 'Coming 7 days: booked against capacity' });
      const row = coming.locator(`tr[data-date="${DAY}"]`);
      await row.waitFor();
      const cells = await row.locator('th, td').allInnerTexts();
      assert.deepEqual(cells.slice(1, 3), ['4', String(DEFAULT_FULFILMENT_SETTINGS.dailyCapacity)]);
      assert.match(cells[3]!, /10% · 36 places left/);
      assert.deepEqual(await seriousViolations(admin), []);
      await assertNoSidewaysScroll(admin);
      await admin.close();
    });
  },
);
