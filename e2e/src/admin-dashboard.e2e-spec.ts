import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { SHOPPER_ADDRESS as ADDRESS, signToken } from '@flowershop/common/testing';
import { signIn } from './support/admin.js';
import { browserSkipReason } from './support/browser.js';
import { contactFields, sendContactMessage } from './support/contact-messages.js';
import { useShop } from './support/shop-fixture.js';
import { assertNoSidewaysScroll } from './support/storefront.js';

const PHONE = { width: 360, height: 780 };

/** A card's or group's figure by its term (`<dt>`), as the admin reads it. */
const figure = (scope: Locator, term: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();

async function openDashboard(page: Page): Promise<Locator> {
  await page.goto('/admin/dashboard');
  const sales = page.getByRole('region', { name: 'Sales' });
  await sales.waitFor();
  return sales;
}

describe('admin: dashboard figures', { skip: browserSkipReason() }, () => {
  const shop = useShop();

  it('shows the orders placed and the unread messages on a 360 px phone; Messages Query reads them', async () => {
    const keychain = await shop.api.createProduct(
      'keychains',
      { name: 'Star Charm', price: '9.99', description: 'A gold star' },
      { part: 'image', count: 0 },
    );
    const customer = signToken(shop.stack.env.JWT_SECRET, { sub: 'ann', email: 'ann@example.test', role: 'customer' });
    const placed = await fetch(`${shop.stack.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer}` },
      body: JSON.stringify({ form: ADDRESS, delivery: 'delivery', cart: [{ productId: keychain._id, quantity: 3 }] }),
    });
    assert.equal(placed.status, 201, await placed.text());
    await sendContactMessage(shop.stack.baseUrl, contactFields('Dashboard'));

    const page = await shop.browser.page({ viewport: PHONE });
    await signIn(page);
    const sales = await openDashboard(page);
    await page.getByRole('heading', { level: 1, name: 'Welcome to the Admin Dashboard' }).waitFor();
    const today = sales.getByTestId('admin-dashboard-sales-today');
    // 3 × $9.99 + $10 delivery.
    assert.deepEqual([await figure(today, 'Orders'), await figure(today, 'Revenue')], ['1', '$39.97']);
    const waiting = page.getByRole('region', { name: 'Waiting for you' });
    assert.equal(await figure(waiting, 'Unread messages'), '1');
    assert.equal(await figure(waiting, 'Pending orders'), '1');
    const top = page.getByRole('region', { name: 'Top products, last 30 days' });
    assert.match(await top.getByRole('row').nth(1).innerText(), /1\s+Star Charm\s+Keychain\s+3/);
    await assertNoSidewaysScroll(page);

    await waiting.getByRole('link', { name: 'Go to Messages Query' }).click();
    await page.getByTestId('admin-messages-table').waitFor();
    await page.waitForLoadState('networkidle');
    const back = await openDashboard(page);
    await back.waitFor();
    assert.equal(await figure(page.getByRole('region', { name: 'Waiting for you' }), 'Unread messages'), '0');
  });
});
