import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { FulfilmentCalendar } from '@flowershop/common/shop-rules';
import { signIn } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { browserSkipReason, eventually } from './support/browser.js';
import { useShop } from './support/shop-fixture.js';
import { assertNoSidewaysScroll } from './support/storefront.js';

/*
 * The shop's opening hours are the admin's schedule's (GET /api/opening-hours), not a constant:
 * the footer, the about, delivery and contact pages state what the schedule keeps, and a change
 * on the schedule page shows at once, although the answer may be kept a minute by the browser.
 */

const PHONE = { width: 375, height: 812 };
/** What the default schedule gives. */
const DEFAULT_SUMMARY = 'Mon–Sat 10:00–20:00 · Sun 11:00–18:00';
const SUNDAY_CLOSED_SUMMARY = 'Mon–Sat 10:00–20:00 · Sun closed';

/** The footer states the hours under a label, as its phone and e-mail lines. */
const FOOTER_LABEL = 'Opening hours: ';

const text = (page: Page, testId: string) => async () => (await page.getByTestId(testId).textContent()) ?? '';

/** The contact page's week: [day, hours] per row. */
async function weekRows(page: Page): Promise<string[][]> {
  await page.getByTestId('contact-opening-week').waitFor();
  return await page
    .getByTestId('contact-opening-week')
    .locator('tr')
    .evaluateAll((rows) => rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent ?? '')));
}

/** `2026-12-24` → `Thursday, December 24`, as the contact page names a holiday. */
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

describe('shop: opening hours from the schedule', { skip: browserSkipReason() }, () => {
  const shop = useShop();

  it('the footer, /about, /delivery and /contact state the default schedule; the contact page lists the week by day (375 px, axe)', async () => {
    const page = await shop.browser.page({ viewport: PHONE });
    await page.goto('/');
    await eventually(text(page, 'footer-hours'), FOOTER_LABEL + DEFAULT_SUMMARY, 'footer hours');
    await page.goto('/about');
    await eventually(text(page, 'about-hours'), DEFAULT_SUMMARY, 'about hours');
    await page.goto('/delivery');
    await eventually(text(page, 'delivery-hours'), `Opening hours: ${DEFAULT_SUMMARY}`, 'delivery hours');

    await page.goto('/contact');
    assert.deepEqual(await weekRows(page), [
      ['Monday', '10:00–20:00'],
      ['Tuesday', '10:00–20:00'],
      ['Wednesday', '10:00–20:00'],
      ['Thursday', '10:00–20:00'],
      ['Friday', '10:00–20:00'],
      ['Saturday', '10:00–20:00'],
      ['Sunday', '11:00–18:00'],
    ]);
    assert.equal(await page.getByRole('table', { name: 'Opening hours by day' }).count(), 1);
    // The holidays line is always there (its place held while the hours load): none coming, it says so.
    assert.equal(await page.getByTestId('contact-closures').textContent(), 'No holiday closures in the next 30 days.');
    await assertNoSidewaysScroll(page);
    assert.deepEqual(await seriousViolations(page), []);
    await page.close();
  });

  it('a closed Sunday and a holiday saved on the schedule page show at once, in the tab that read the old hours too (axe at 375 px)', async () => {
    const response = await fetch(`${shop.stack.baseUrl}/api/fulfilment/calendar?delivery=pickup`);
    const calendar = (await response.json()) as FulfilmentCalendar;
    // A holiday a few days ahead (within the 30 days the contact page looks at), on a day not a Sunday.
    const holiday = calendar.days.slice(2).find((day) => day.weekday !== 0)!.date;

    // This tab reads the hours first: the browser may keep that answer for a minute.
    const page = await shop.browser.page();
    await page.goto('/contact');
    await eventually(text(page, 'footer-hours'), FOOTER_LABEL + DEFAULT_SUMMARY, 'footer hours before');
    await page.getByTestId('contact-opening-week').waitFor();

    await signIn(page);
    await page.goto('/admin/schedule');
    await page.getByTestId('admin-schedule-form').waitFor();
    await page.getByTestId('schedule-closed-0').check();
    await page.getByTestId('schedule-blackout-input').fill(holiday);
    await page.getByTestId('schedule-blackout-add').click();
    await page.locator(`[data-testid="schedule-blackout"][data-date="${holiday}"]`).waitFor();
    const saved = page.waitForResponse(
      (answer) => answer.url().endsWith('/api/admin/fulfilment-settings') && answer.request().method() === 'PUT',
    );
    const hoursRead = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/opening-hours');
    await page.getByTestId('schedule-save').click();
    assert.equal((await saved).status(), 200);
    assert.equal((await hoursRead).status(), 200);

    // Back on the storefront within the minute: the new hours, not the kept ones.
    await page.goto('/contact');
    await eventually(text(page, 'footer-hours'), FOOTER_LABEL + SUNDAY_CLOSED_SUMMARY, 'footer hours after the save');
    assert.deepEqual((await weekRows(page)).at(-1), ['Sunday', 'Closed']);
    await eventually(text(page, 'contact-closures'), `Closed on holidays: ${longDay(holiday)}`, 'holidays');

    // Another shopper, on a phone.
    const phone = await shop.browser.page({ viewport: PHONE });
    await phone.goto('/contact');
    await eventually(text(phone, 'contact-closures'), `Closed on holidays: ${longDay(holiday)}`, 'holidays on a phone');
    await eventually(text(phone, 'footer-hours'), FOOTER_LABEL + SUNDAY_CLOSED_SUMMARY, 'footer hours on a phone');
    // A narrow line wraps between runs of days, never inside one ("Sun" apart from "closed").
    const runLines = await phone
      .getByTestId('footer-hours')
      .locator('.opening-hours__run')
      .evaluateAll((runs) => runs.map((run) => run.getClientRects().length));
    assert.deepEqual(runLines, [1, 1]);
    await assertNoSidewaysScroll(phone);
    assert.deepEqual(await seriousViolations(phone), []);
    await phone.close();
    await page.close();
  });
});
