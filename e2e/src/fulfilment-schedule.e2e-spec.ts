import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { formatFulfilment, type FulfilmentCalendar, type FulfilmentMode, type PickupWindow } from '@flowershop/common/shop-rules';
import { signToken } from '@flowershop/common/testing';
import { signIn as adminSignIn } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { browserSkipReason } from './support/browser.js';
import { signInCustomer } from './support/customer.js';
import { useShop } from './support/shop-fixture.js';
import { addFromCard, assertNoSidewaysScroll } from './support/storefront.js';

/*
 * Issue 13 in the browser: checkout step 2 offers the shop's dates (and pickup times), the
 * order keeps them and My Orders shows them; the admin's closed weekdays, holidays and
 * capacities decide what is offered. Dates come from the shop's own calendar at run time (the
 * tests run on any day, at any hour).
 */

const PHONE = { width: 375, height: 812 };
const ADDRESS = {
  firstName: 'Flora',
  lastName: 'Date',
  email: 'flora@example.com',
  phone: '609 555 0111',
  address1: '3 Tulip Lane',
  city: 'Maple Township',
  postalCode: '08000',
};

const isOrderPost = (url: string, method: string) => new URL(url).pathname === '/api/orders' && method === 'POST';

/** Presses Tab until the focused element matches `selector` (keyboard only), at most `limit` times. */
async function tabTo(page: Page, selector: string, limit = 12): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${selector}`);
}

describe('shop: delivery and pickup dates (issue 13)', { skip: browserSkipReason() }, () => {
  const shop = useShop();
  let boxId = '';

  before(async () => {
    boxId = (await shop.api.createProduct('boxes', { name: 'Date Box', price: '15' }, { part: 'image', count: 1 }))._id;
  });

  async function calendar(mode: FulfilmentMode): Promise<FulfilmentCalendar> {
    const response = await fetch(`${shop.stack.baseUrl}/api/fulfilment/calendar?delivery=${mode}`);
    assert.equal(response.status, 200);
    return (await response.json()) as FulfilmentCalendar;
  }

  /** On the boxes page, signed in (a reload would sign out, SPEC §4): the box in the cart, step 1 filled, then Next. */
  async function toStep2(page: Page): Promise<void> {
    // Away from the cards (mouse and focus), so the hover-only Add to Cart starts hidden.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await addFromCard(page, page.getByTestId('box-card').filter({ hasText: 'Date Box' }), 'Date Box');
    await page.getByTestId('cart-button').click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    for (const [field, value] of Object.entries(ADDRESS)) await page.getByTestId(`checkout-${field}`).fill(value);
    await page.getByTestId('checkout-state').selectOption('New Jersey');
    await page.getByTestId('checkout-next').click();
    await page.getByTestId('checkout-step-delivery').waitFor();
  }

  async function confirmOrder(page: Page, press: () => Promise<void>): Promise<{ orderId: string; fulfilment: unknown }> {
    const answer = page.waitForResponse((response) => isOrderPost(response.url(), response.request().method()));
    await press();
    const response = await answer;
    assert.equal(response.status(), 201, await response.text());
    await page.getByTestId('checkout-dialog').waitFor({ state: 'detached' });
    return (await response.json()) as { orderId: string; fulfilment: unknown };
  }

  it('a shopper picks a pickup date and time by keyboard alone, then a delivery date; the orders keep them and My Orders shows them (375 px, axe)', async () => {
    const page = await shop.browser.page({ viewport: PHONE });
    await page.goto('/boxes');
    await signInCustomer(page, shop.stack.dataDir, `dates-${Date.now()}@example.com`);
    await toStep2(page);

    // The earliest open date and its first open pickup time are offered.
    const pickup = await calendar('pickup');
    const open = pickup.days.filter((day) => day.available);
    assert.ok(open.length >= 2, 'the default settings open most days');
    const [earliest, next] = [open[0]!, open[1]!];
    const firstWindow = earliest.windows.find((window) => window.available)!;
    await page.getByTestId('checkout-fulfilment').filter({ hasText: formatFulfilment('pickup', { date: earliest.date, window: firstWindow }) }).waitFor();
    assert.deepEqual(await page.evaluate(() => JSON.parse(sessionStorage.getItem('checkoutForm') ?? '{}').fulfilment), {
      date: earliest.date,
      window: { start: firstWindow.start, end: firstWindow.end },
    });
    const found = (await seriousViolations(page)).map((line) => `step 2, pickup: ${line}`);
    await assertNoSidewaysScroll(page);

    // Keyboard only: Tab to the chosen date, the arrow key to the next open one, Tab to its times,
    // Space on the focused one, the arrow key to the one after, Tab to Confirm Order, Enter.
    await tabTo(page, 'input[name="fulfilment-date"]:checked');
    await page.keyboard.press('ArrowRight');
    await page.locator(`input[name="fulfilment-date"][value="${next.date}"]:checked`).waitFor();
    await tabTo(page, 'input[name="fulfilment-window"]');
    const focused = next.windows.findIndex((window) => window.start === firstWindow.start);
    const from = focused >= 0 ? focused : 0;
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    const chosen: PickupWindow = next.windows[(from + 1) % next.windows.length]!;
    const pickupText = formatFulfilment('pickup', { date: next.date, window: chosen });
    await page.getByTestId('checkout-fulfilment').filter({ hasText: pickupText }).waitFor();
    await tabTo(page, '[data-testid="checkout-confirm"]');
    const pickupOrder = await confirmOrder(page, () => page.keyboard.press('Enter'));
    assert.deepEqual(pickupOrder.fulfilment, { date: next.date, window: { start: chosen.start, end: chosen.end } });

    // Delivery, with the mouse: the last open date of the delivery calendar.
    await toStep2(page);
    await page.getByTestId('delivery-option-delivery').check();
    await page.getByTestId('delivery-toast-ok').click();
    const delivery = await calendar('delivery');
    const last = delivery.days.filter((day) => day.available).at(-1)!;
    await page.locator('[data-testid="fulfilment-picker"][data-mode="delivery"]').waitFor();
    assert.equal(await page.getByTestId('fulfilment-windows').count(), 0, 'no times for delivery');
    await page.locator(`[data-testid="fulfilment-day"][data-date="${last.date}"]`).click();
    const deliveryText = formatFulfilment('delivery', { date: last.date });
    await page.getByTestId('checkout-fulfilment').filter({ hasText: deliveryText }).waitFor();
    found.push(...(await seriousViolations(page)).map((line) => `step 2, delivery: ${line}`));
    const deliveryOrder = await confirmOrder(page, () => page.getByTestId('checkout-confirm').click());
    assert.deepEqual(deliveryOrder.fulfilment, { date: last.date });

    await page.goto('/orders');
    const shown = (orderId: string) =>
      page.getByTestId('my-order').filter({ hasText: orderId }).getByTestId('my-order-fulfilment');
    assert.equal(await shown(pickupOrder.orderId).textContent(), pickupText);
    assert.equal(await shown(deliveryOrder.orderId).textContent(), deliveryText);
    assert.deepEqual(found, []);
  });

  it("on a phone, the delivery toast's OK and Cancel stay within Tab's reach from the checkout, and OK by keyboard adds the charge", async () => {
    const page = await shop.browser.page({ viewport: PHONE });
    await page.goto('/boxes');
    await signInCustomer(page, shop.stack.dataDir, `toast-keys-${Date.now()}@example.com`);
    await toStep2(page);
    await page.getByTestId('checkout-fulfilment').waitFor();
    const totalBefore = Number((await page.getByTestId('checkout-total').textContent())!.replace(/[^\d.]/g, ''));
    await page.getByTestId('delivery-option-pickup').focus();
    await page.keyboard.press('ArrowDown');
    const ok = page.getByTestId('delivery-toast-ok');
    await ok.waitFor();
    const where = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        if (active?.closest('[data-testid=delivery-toast]')) return `toast:${active.dataset.testid}`;
        if (active?.closest('[data-testid=checkout-dialog]')) return 'dialog';
        return `elsewhere:${active?.tagName}`;
      });
    await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.dataset.testid === 'delivery-toast-ok');

    // Tab leaves the toast for the checkout, and comes round to the toast again (within its 8 s).
    const forwards: string[] = [];
    for (let presses = 0; presses < 15 && forwards.at(-1) !== 'toast:delivery-toast-ok'; presses++) {
      await page.keyboard.press('Tab');
      forwards.push(await where());
    }
    assert.equal(forwards[0], 'toast:delivery-toast-cancel', forwards.join(' → '));
    assert.ok(forwards.includes('dialog'), forwards.join(' → '));
    assert.equal(forwards.at(-1), 'toast:delivery-toast-ok', forwards.join(' → '));
    assert.ok(!forwards.some((stop) => stop.startsWith('elsewhere')), forwards.join(' → '));
    // And backwards: Shift+Tab from OK goes into the checkout, and round to Cancel.
    const backwards: string[] = [];
    for (let presses = 0; presses < 15 && backwards.at(-1) !== 'toast:delivery-toast-cancel'; presses++) {
      await page.keyboard.press('Shift+Tab');
      backwards.push(await where());
    }
    assert.equal(backwards[0], 'dialog', backwards.join(' ← '));
    assert.equal(backwards.at(-1), 'toast:delivery-toast-cancel', backwards.join(' ← '));

    await page.keyboard.press('Shift+Tab');
    assert.equal(await where(), 'toast:delivery-toast-ok');
    await page.keyboard.press('Enter');
    await page.getByTestId('delivery-toast').waitFor({ state: 'detached' });
    await page.getByTestId('checkout-total').filter({ hasText: (totalBefore + 10).toFixed(2) }).waitFor();
    assert.ok(await page.getByTestId('delivery-option-delivery').isChecked());
  });

  it('closed weekdays, holidays and full dates set on the admin page are not offered and say why; a date that fills up before Confirm is refused with the reason and the rest kept (375 px, axe)', async () => {
    // Three open dates on three different weekdays, none of them today.
    const before = await calendar('pickup');
    const candidates = before.days.filter((day) => day.available && day.date !== before.today);
    const closedDay = candidates[1]!;
    const holiday = candidates.find((day) => day.weekday !== closedDay.weekday)!;
    const fullDay = candidates.find((day) => ![closedDay.weekday, holiday.weekday].includes(day.weekday))!;
    // A fourth, with one place, that fills up while a shopper has it chosen.
    const lastPlace = candidates.find((day) => day.weekday !== closedDay.weekday && ![holiday.date, fullDay.date].includes(day.date))!;

    const admin = await shop.browser.page({ viewport: PHONE });
    await adminSignIn(admin);
    await admin.getByTestId('admin-menu-button').click();
    await admin.getByTestId('admin-nav-schedule').click();
    await admin.getByTestId('admin-schedule-form').waitFor();
    await assertNoSidewaysScroll(admin);
    const found = (await seriousViolations(admin)).map((line) => `settings: ${line}`);

    // A refused value is said beside its field, and nothing is saved.
    await admin.getByTestId('schedule-dailyCapacity').fill('0');
    await admin.getByTestId('schedule-save').click();
    await admin.getByTestId('schedule-dailyCapacity-error').waitFor();
    found.push(...(await seriousViolations(admin)).map((line) => `settings refused: ${line}`));
    await admin.getByTestId('schedule-dailyCapacity').fill('40');

    // Every weekday closed: the page refuses before sending, saying why right after the weekday boxes.
    const weekdayBoxes = Array.from({ length: 7 }, (_, weekday) => admin.getByTestId(`schedule-closed-${weekday}`));
    const closedBefore = await Promise.all(weekdayBoxes.map((box) => box.isChecked()));
    for (const box of weekdayBoxes) await box.check();
    const puts: string[] = [];
    const countPut = (request: Request) => {
      if (request.url().endsWith('/api/admin/fulfilment-settings') && request.method() === 'PUT') puts.push(request.url());
    };
    admin.on('request', countPut);
    await admin.getByTestId('schedule-save').click();
    const closedError = admin.getByTestId('schedule-weekdays').getByRole('alert');
    await closedError.waitFor();
    assert.equal(await closedError.innerText(), 'At least one day must stay open.');
    assert.doesNotMatch(await admin.getByTestId('admin-schedule-form').innerText(), /closedWeekdays/);
    admin.off('request', countPut);
    assert.deepEqual(puts, []);
    for (const [weekday, box] of weekdayBoxes.entries()) await box.setChecked(closedBefore[weekday]!);

    await admin.getByTestId(`schedule-closed-${closedDay.weekday}`).check();
    // A day closed every week needs no hours: cleared, they are saved as that weekday's default ones.
    await admin.getByTestId(`schedule-day-closed-${closedDay.weekday}`).waitFor();
    await admin.getByTestId(`schedule-open-${closedDay.weekday}`).fill('');
    await admin.getByTestId(`schedule-close-${closedDay.weekday}`).fill('');
    await admin.getByTestId('schedule-blackout-input').fill(holiday.date);
    await admin.getByTestId('schedule-blackout-add').click();
    await admin.locator(`[data-testid="schedule-blackout"][data-date="${holiday.date}"]`).waitFor();
    await admin.getByTestId('schedule-override-date').fill(fullDay.date);
    await admin.getByTestId('schedule-override-capacity').fill('1');
    await admin.getByTestId('schedule-override-add').click();
    await admin.locator(`[data-testid="schedule-override"][data-date="${fullDay.date}"]`).waitFor();
    await admin.getByTestId('schedule-override-date').fill(lastPlace.date);
    await admin.getByTestId('schedule-override-capacity').fill('1');
    await admin.getByTestId('schedule-override-add').click();
    await admin.locator(`[data-testid="schedule-override"][data-date="${lastPlace.date}"]`).waitFor();
    const saved = admin.waitForResponse((response) => response.url().endsWith('/api/admin/fulfilment-settings') && response.request().method() === 'PUT');
    await admin.getByTestId('schedule-save').click();
    assert.equal((await saved).status(), 200);
    await admin.getByTestId('toast-region').getByText('Delivery and pickup settings saved.').waitFor();

    // The one place of the full date is taken by another shopper's order.
    const token = signToken(shop.stack.env.JWT_SECRET, { sub: 'c-full', email: 'full@example.com', role: 'customer' });
    const takePlace = async (date: string) => {
      const taken = await fetch(`${shop.stack.baseUrl}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ form: { ...ADDRESS, state: 'Ohio' }, delivery: 'delivery', cart: [{ productId: boxId, quantity: 1 }], fulfilment: { date } }),
      });
      assert.equal(taken.status, 201, await taken.text());
    };
    await takePlace(fullDay.date);

    const page = await shop.browser.page({ viewport: PHONE });
    await page.goto('/boxes');
    await signInCustomer(page, shop.stack.dataDir, `closed-${Date.now()}@example.com`);
    await toStep2(page);
    await page.getByTestId('checkout-fulfilment').waitFor();
    const dayRadio = (date: string) => page.locator(`input[name="fulfilment-date"][value="${date}"]`);
    const expectations: [string, string][] = [
      [closedDay.date, 'the shop is closed'],
      [holiday.date, 'holiday'],
      [fullDay.date, 'fully booked'],
    ];
    for (const [date, why] of expectations) {
      assert.ok(await dayRadio(date).isDisabled(), `${date} is not offered`);
      const name = await dayRadio(date).evaluate((input) => input.closest('label')?.querySelector('.visually-hidden')?.textContent);
      assert.match(name ?? '', new RegExp(`unavailable, ${why}$`), `${date} says why`);
    }
    // Every date on the closed weekday is closed; the full date shows "Full".
    const sameWeekday = before.days.filter((day) => day.weekday === closedDay.weekday).map((day) => day.date);
    for (const date of sameWeekday) assert.ok(await dayRadio(date).isDisabled(), `${date} (closed weekday)`);
    assert.match((await page.locator(`[data-testid="fulfilment-day"][data-date="${fullDay.date}"]`).textContent()) ?? '', /Full/);
    assert.equal(await page.getByRole('radio', { name: /fully booked$/ }).count(), 1);
    // At 375 px each mark is shown whole ("Holiday", not "Holida").
    const clipped = await page
      .locator('.fulfilment-day__mark')
      .evaluateAll((marks) => marks.filter((mark) => mark.scrollWidth > mark.clientWidth).map((mark) => mark.textContent));
    assert.deepEqual(clipped, []);
    assert.match((await page.locator(`[data-testid="fulfilment-day"][data-date="${holiday.date}"]`).textContent()) ?? '', /Holiday/);
    found.push(...(await seriousViolations(page)).map((line) => `step 2 with closed dates: ${line}`));

    // The shopper chooses the date with one place left; another order takes it before Confirm:
    // the server's reason shows by the dates, the calendar is read again, the rest stays.
    const window = lastPlace.windows.find((candidate) => candidate.available)!;
    await page.locator(`[data-testid="fulfilment-day"][data-date="${lastPlace.date}"]`).click();
    await page.locator(`[data-testid="fulfilment-window"][data-start="${window.start}"]`).click();
    await page.getByTestId('checkout-fulfilment').filter({ hasText: formatFulfilment('pickup', { date: lastPlace.date, window }) }).waitFor();
    await takePlace(lastPlace.date);
    const refused = page.waitForResponse((response) => isOrderPost(response.url(), response.request().method()));
    const reread = page.waitForResponse((response) => response.url().includes('/api/fulfilment/calendar?delivery=pickup'));
    await page.getByTestId('checkout-confirm').click();
    const refusal = await refused;
    assert.equal(refusal.status(), 400);
    const { message } = (await refusal.json()) as { message: string };
    assert.equal(await page.getByTestId('fulfilment-refusal').textContent(), message);
    await reread;
    await page.locator(`input[name="fulfilment-date"][value="${lastPlace.date}"]:disabled`).waitFor();
    await page.getByTestId('fulfilment-gap').filter({ hasText: 'The date you chose is no longer available: please choose another.' }).waitFor();
    assert.ok(await page.getByTestId('checkout-confirm').isDisabled());
    found.push(...(await seriousViolations(page)).map((line) => `step 2 refused: ${line}`));

    // Another date, and the order goes with everything typed before.
    const other = candidates.find((day) => day.weekday !== closedDay.weekday && ![holiday.date, fullDay.date, lastPlace.date].includes(day.date))!;
    await page.locator(`[data-testid="fulfilment-day"][data-date="${other.date}"]`).click();
    const otherWindow = other.windows.find((candidate) => candidate.available)!;
    await page.locator(`[data-testid="fulfilment-window"][data-start="${otherWindow.start}"]`).click();
    const placed = await confirmOrder(page, () => page.getByTestId('checkout-confirm').click());
    assert.deepEqual(placed.fulfilment, { date: other.date, window: { start: otherWindow.start, end: otherWindow.end } });
    assert.equal((placed as unknown as { form: { address1: string } }).form.address1, ADDRESS.address1);
    assert.deepEqual(found, []);
  });
});
