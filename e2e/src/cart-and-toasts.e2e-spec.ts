import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSkipReason } from './support/browser.js';
import { useShop } from './support/shop-fixture.js';

/** Lines as another tab or an older version of the shop may have left them in session storage. */
const STORED_LINES = [
  { id: 'total', name: 'Has totalPrice', image: '', quantity: 1, price: 1, basePrice: 2, totalPrice: 7 },
  { id: 'base', name: 'Has basePrice', image: '', quantity: 1, price: 1, basePrice: 6 },
  { id: 'price', name: 'Has price', image: '', quantity: 1, price: 5 },
  { id: 'none', name: 'Has nothing', image: '', quantity: 1 },
  { id: 'text', name: 'Price as text', image: '', quantity: 1, price: '$12.50' },
  { id: 'junk', name: 'Price is junk', image: '', quantity: 1, price: 'abc' },
];

async function openCart(page: Page): Promise<void> {
  await page.getByTestId('cart-button').click();
  await page.getByTestId('cart-drawer').waitFor({ state: 'visible' });
}

const visibleToasts = (page: Page) => page.locator('[role=status]:visible');

describe('shop: cart unit prices and toasts', { skip: browserSkipReason() }, () => {
  const shop = useShop();

  before(async () => {
    await shop.api.createProduct('boxes', { name: 'Toast Box', price: '9' }, { part: 'image', count: 1 });
  });

  it('prices a line by totalPrice, else basePrice, else price (parsed), else 0', async () => {
    const page = await shop.browser.page();
    await page.goto('/');
    await page.evaluate((lines) => sessionStorage.setItem('cart', JSON.stringify(lines)), STORED_LINES);
    await page.reload();
    await openCart(page);
    const prices = await page.getByTestId('cart-line-unit-price').allTextContents();
    assert.deepEqual(prices, ['$7.00', '$6.00', '$5.00', '$0.00', '$12.50', '$0.00']);
    assert.equal((await page.getByTestId('cart-badge').textContent())?.trim(), String(STORED_LINES.length));
  });

  it('shows toasts top-right: success for 2 s, error for 4 s', async () => {
    const page = await shop.browser.page();
    await page.goto('/boxes');
    const card = page.getByTestId('box-card').first();
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    // Focus keeps the hover-only button shown even if the card moves under the mouse.
    await card.getByTestId('add-to-cart').focus();
    await card.getByTestId('add-to-cart').click();
    const success = page.getByText('Toast Box added to cart');
    await success.waitFor();
    const box = (await success.boundingBox())!;
    const viewport = page.viewportSize()!;
    assert.ok(box.x + box.width > viewport.width * 0.6 && box.y < 120, `toast at ${JSON.stringify(box)}`);
    await page.waitForTimeout(1500);
    assert.ok(await success.isVisible(), 'success toast still shown at 1.5 s');
    await success.waitFor({ state: 'hidden', timeout: 2500 });

    await openCart(page);
    await page.getByTestId('cart-checkout').click();
    const error = page.getByText('Please login first!');
    await error.waitFor();
    await page.waitForTimeout(3500);
    assert.ok(await error.isVisible(), 'error toast still shown at 3.5 s');
    await error.waitFor({ state: 'hidden', timeout: 2500 });
  });

  it('never shows more than 20 toasts at once', async () => {
    const page = await shop.browser.page();
    await page.goto('/boxes');
    const card = page.getByTestId('box-card').first();
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    const button = card.getByTestId('add-to-cart');
    await button.waitFor({ state: 'visible' });
    // 25 quick adds: clicked in the page itself so they land within a few milliseconds.
    await button.evaluate((element: HTMLElement) => {
      for (let i = 0; i < 25; i++) element.click();
    });
    await page.getByText('Toast Box added to cart').first().waitFor();
    await page.waitForTimeout(300);
    const count = await visibleToasts(page).count();
    assert.ok(count > 0 && count <= 20, `${count} toasts visible`);
  });
});
