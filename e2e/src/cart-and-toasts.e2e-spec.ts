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

const visibleToasts = (page: Page) => page.getByTestId('toast-region').locator('[role=status]:visible');

/** Puts lines into session storage as a previous visit would have left them, and reloads. */
async function storeCart(page: Page, lines: object[]): Promise<void> {
  await page.goto('/');
  await page.evaluate((stored) => sessionStorage.setItem('cart', JSON.stringify(stored)), lines);
  await page.reload();
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

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

  it('toasts never cover the cart icon and badge, on a desktop or a phone', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 375, height: 812 },
    ]) {
      const page = await shop.browser.page({ viewport });
      await storeCart(page, [{ id: 'p1', name: 'Toast Line', price: 3, quantity: 1 }]);
      await openCart(page);
      await page.getByTestId('cart-checkout').click();
      const toast = page.getByText('Please login first!');
      await toast.waitFor();
      await page.getByTestId('login-modal').getByRole('button', { name: 'Close' }).click();
      const toastBox = (await toast.boundingBox())!;
      for (const testId of ['cart-button', 'cart-badge']) {
        const iconBox = (await page.getByTestId(testId).boundingBox())!;
        assert.ok(
          !overlaps(toastBox, iconBox),
          `${testId} ${JSON.stringify(iconBox)} under toast ${JSON.stringify(toastBox)} at ${viewport.width}px`,
        );
      }
    }
  });

  it('the cart is a keyboard dialog: focus moves in, Tab cycles inside, Escape closes and returns focus', async () => {
    const page = await shop.browser.page();
    await storeCart(page, [{ id: 'k1', name: 'Keyboard Line', price: 4, quantity: 2 }]);
    const button = page.getByRole('button', { name: 'Cart, 1 item' });
    await button.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await drawer.waitFor();
    const focusInDrawer = () => drawer.evaluate((dialog) => dialog.contains(document.activeElement));
    assert.ok(await focusInDrawer(), 'focus moved into the cart');
    // The page behind is inert while the cart is open.
    assert.equal(await page.locator('#root').getAttribute('inert'), '');
    const stops = await drawer.evaluate(
      (dialog) => dialog.querySelectorAll('button:not([disabled]), input, a[href]').length,
    );
    for (let i = 0; i < stops * 2 + 1; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      assert.ok(await focusInDrawer(), `focus left the cart after ${i + 1} presses`);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    assert.ok(await button.evaluate((element) => element === document.activeElement), 'focus back on the cart icon');
    assert.equal(await page.locator('#root').getAttribute('inert'), null);
  });

  it('empty cart buttons are disabled; quantities stay whole numbers from 1 to 99; totals show thousands', async () => {
    const page = await shop.browser.page({ viewport: { width: 320, height: 700 } });
    await page.goto('/');
    await openCart(page);
    assert.ok(await page.getByTestId('cart-clear').isDisabled());
    assert.ok(await page.getByTestId('cart-checkout').isDisabled());
    await page.keyboard.press('Escape');

    await storeCart(page, [{ id: 'q1', name: 'Big Line', price: 1234.5, quantity: 1 }]);
    await openCart(page);
    // On the narrowest phone the drawer's buttons stay inside it. Measured in one frame, so the
    // drawer sliding in cannot move between the two measurements.
    const sticking = await page.evaluate(() => {
      const drawer = document.querySelector('[data-testid=cart-drawer]')!.getBoundingClientRect();
      return ['cart-clear', 'cart-checkout'].filter((testId) => {
        const box = document.querySelector(`[data-testid=${testId}]`)!.getBoundingClientRect();
        return box.left < drawer.left - 0.5 || box.right > drawer.right + 0.5;
      });
    });
    assert.deepEqual(sticking, []);
    assert.ok(await page.getByTestId('cart-checkout').isEnabled());
    const quantity = page.getByTestId('cart-line-quantity');
    assert.equal(await page.getByTestId('cart-line-unit-price').textContent(), '$1,234.50');

    await quantity.fill('2.5');
    await page.getByTestId('cart-line-quantity-error').waitFor();
    assert.equal(await page.getByTestId('cart-line-total').textContent(), '$1,234.50');
    await quantity.fill('3');
    assert.equal(await page.getByTestId('cart-line-total').textContent(), '$3,703.50');
    assert.equal(await page.getByTestId('cart-line-quantity-error').count(), 0);

    await quantity.fill('250');
    await page.waitForFunction(() => JSON.parse(sessionStorage.getItem('cart') ?? '[]')[0]?.quantity === 99);
    assert.equal(await quantity.inputValue(), '99');
    assert.equal(await page.getByTestId('cart-subtotal').textContent(), '$122,215.50');
    assert.ok(await page.getByTestId('cart-line-increase').isDisabled());

    await quantity.fill('0');
    await page.getByTestId('cart-empty').waitFor();
    assert.equal((await page.getByTestId('cart-badge').textContent())?.trim(), '0');
  });
});
