import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signOrderStatusToken, type Order } from '@flowershop/common/contracts';
import { formatFulfilment } from '@flowershop/common/shop-rules';
import { SHOPPER_ADDRESS, signToken, TEST_ORDER_LINK_SECRET } from '@flowershop/common/testing';
import { seriousViolations } from './support/axe.js';
import { browserSkipReason } from './support/browser.js';
import { waitForOutboxMail } from './support/contact-messages.js';
import { useShop } from './support/shop-fixture.js';
import { assertNoSidewaysScroll } from './support/storefront.js';

const PHONE = { width: 375, height: 740 };

/** The status link in a mail's text. */
function statusLinkIn(text: string | undefined): string {
  const match = /(http:\/\/\S+\/order-status\/[A-Za-z0-9_-]+)/.exec(text ?? '');
  assert.ok(match, `a status link in: ${text}`);
  return match[1];
}

const shown = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();

describe('the status link from an order e-mail, in the browser', { skip: browserSkipReason() }, () => {
  const shop = useShop();
  const shopper = `link-${Date.now()}@example.com`;
  let order: Order;
  let customer: string;
  const mailWithSubject = async (subject: string) =>
    (await waitForOutboxMail(shop.stack.dataDir, (mail) => mail.subject === subject))[0];

  before(async () => {
    const bouquet = await shop.api.createProduct(
      'bouquets',
      { name: 'Link Bouquet', price: '30', description: 'Roses' },
      { part: 'images', count: 1 },
    );
    customer = signToken(shop.stack.env.JWT_SECRET, { sub: 'link', email: shopper, role: 'customer' });
    const answer = await fetch(`${shop.stack.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${customer}` },
      body: JSON.stringify({
        form: { ...SHOPPER_ADDRESS, address2: 'Apt 4' },
        delivery: 'delivery',
        cart: [{ productId: bouquet._id, quantity: 2, selectedSheet: { id: 'cow' } }],
      }),
    });
    assert.equal(answer.status, 201, await answer.clone().text());
    order = (await answer.json()) as Order;
  });

  it('opens the order without sign-in at 375 px: status in words, date, address, lines; accessible; kept from search engines', async () => {
    const confirmation = await mailWithSubject(`Your order ${order.orderId} is placed`);
    const link = statusLinkIn(confirmation.text);
    const page = await shop.browser.page({ viewport: PHONE });
    const apiAnswer = page.waitForResponse((response) => response.url().includes('/api/order-status/'));
    await page.goto(link);
    await page.getByTestId('order-status-card').waitFor();
    assert.equal((await apiAnswer).headers()['cache-control'], 'no-store');

    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), `Order ${order.orderId}`);
    const numberLines = await page.getByTestId('order-status-id').evaluate((number) => number.getClientRects().length);
    assert.equal(numberLines, 1, 'the order number is not broken at its hyphens');
    assert.equal(await shown(page, 'order-status-status'), 'Status: Pending');
    assert.equal(await shown(page, 'order-status-words'), 'We have your order and will start on it soon.');
    assert.equal(await shown(page, 'order-status-when'), formatFulfilment('delivery', order.fulfilment!));
    assert.equal(await shown(page, 'order-status-where'), '12 Elm StreetApt 4Maple Township, New Jersey 08001');
    assert.equal(await shown(page, 'order-status-items'), 'Link Bouquet × 2 with Cow sheet');
    assert.equal(await shown(page, 'order-status-total'), '$78.00');
    const body = (await page.locator('body').textContent()) ?? '';
    for (const secret of [shopper, SHOPPER_ADDRESS.phone, SHOPPER_ADDRESS.lastName]) {
      assert.ok(!body.includes(secret), `the page does not show ${secret}`);
    }
    assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');
    assert.equal(await page.locator('meta[name="referrer"]').getAttribute('content'), 'no-referrer');
    await assertNoSidewaysScroll(page);
    assert.deepEqual(await seriousViolations(page), []);
    await page.close();
  });

  it('at 320 px the order number (status page and My Orders) and the shop phone wrap whole, never at a hyphen', async () => {
    const confirmation = await mailWithSubject(`Your order ${order.orderId} is placed`);
    const page = await shop.browser.page({ viewport: { width: 320, height: 640 } });
    const lines = (testId: string) =>
      page.getByTestId(testId).evaluate((element) => element.getClientRects().length);
    await page.goto(statusLinkIn(confirmation.text));
    await page.getByTestId('order-status-card').waitFor();
    assert.equal(await lines('order-status-id'), 1, 'status page: order number');
    assert.equal(await lines('order-status-phone'), 1, 'status page: phone (was "(609) 555-" / "0142")');
    // My Orders with the shopper's stored token (a reload starts logged out; the token is used here).
    await page.evaluate((token) => sessionStorage.setItem('token', token), customer);
    await page.goto('/orders');
    await page.getByTestId('my-order-id').waitFor();
    assert.equal(await lines('my-order-id'), 1, 'My Orders: order number (was "BB-20261127-" / "KQZTS9")');
    await assertNoSidewaysScroll(page);
    await page.close();
  });

  it('the link in the status mail shows the new status', async () => {
    const admin = await shop.api.adminToken();
    const changed = await fetch(`${shop.stack.baseUrl}/api/orders/${order._id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${admin}` },
      body: JSON.stringify({ status: 'Delivered' }),
    });
    assert.equal(changed.status, 200);
    const mail = await mailWithSubject(`Your order ${order.orderId} is now Delivered`);
    assert.ok(mail.text?.includes(formatFulfilment('delivery', order.fulfilment!)), 'the status mail has the date');
    const page = await shop.browser.page({ viewport: PHONE });
    await page.goto(statusLinkIn(mail.text));
    await page.getByTestId('order-status-card').waitFor();
    assert.equal(await shown(page, 'order-status-status'), 'Status: Delivered');
    assert.match((await shown(page, 'order-status-words')) ?? '', /have been delivered/);
    await page.close();
  });

  it('an expired link says so and leads to sign-in; an altered one says it is not valid', async () => {
    const page = await shop.browser.page({ viewport: PHONE });
    const expired = signOrderStatusToken(TEST_ORDER_LINK_SECRET, order._id, new Date(Date.now() - 60_000));
    await page.goto(`/order-status/${expired}`);
    assert.equal(await page.getByRole('alert').textContent(), 'This link has expired — sign in to see your orders.');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'This link has expired');
    assert.deepEqual(await seriousViolations(page), []);

    const confirmation = await mailWithSubject(`Your order ${order.orderId} is placed`);
    const link = statusLinkIn(confirmation.text);
    const last = link.at(-1) === 'A' ? 'B' : 'A';
    await page.goto(`${link.slice(0, -1)}${last}`);
    assert.match((await page.getByRole('alert').textContent()) ?? '', /^This link is not valid/);

    await page.getByRole('link', { name: 'Sign in to see your orders' }).click();
    await page.waitForURL('**/orders');
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await page.close();
  });
});
