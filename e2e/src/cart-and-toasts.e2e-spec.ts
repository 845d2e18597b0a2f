import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSkipReason, eventually } from './support/browser.js';
import { useShop } from './support/shop-fixture.js';
import { addFromCard, assertNoSidewaysScroll } from './support/storefront.js';
import { timeToast } from './support/toasts.js';

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

/**
 * Waits until the toast that says `text` has finished sliding in: fully opaque, and no finite
 * animation in the region still running (an icon may loop for ever).
 */
async function waitForToastSettled(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted) => {
    const region = document.querySelector('[data-testid=toast-region]')!;
    const message = Array.from(region.querySelectorAll('[role=status]')).find((toast) =>
      toast.textContent?.includes(wanted),
    );
    if (!message) return false;
    for (let element: Element | null = message; element && element !== region; element = element.parentElement)
      if (getComputedStyle(element).opacity !== '1') return false;
    return region
      .getAnimations({ subtree: true })
      .every(
        (animation) =>
          animation.playState !== 'running' || !Number.isFinite(animation.effect?.getTiming().iterations ?? 1),
      );
  }, text);
}

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
    // A toast leaves the page one second after its time is up (react-hot-toast's exit), so a 2 s
    // toast is in the page for about 3 s and a 4 s one for about 5 s: each must stay its full time,
    // and may leave up to 1.5 s late (a loaded machine delays the page's timers), which still tells
    // a 2 s toast from a 4 s one.
    const successTime = await timeToast(page, 'Toast Box added to cart');
    await addFromCard(page, page.getByTestId('box-card').first(), 'Toast Box');
    await waitForToastSettled(page, 'Toast Box added to cart');
    const box = (await page.getByText('Toast Box added to cart').boundingBox())!;
    const viewport = page.viewportSize()!;
    assert.ok(box.x + box.width > viewport.width * 0.6 && box.y < 120, `toast at ${JSON.stringify(box)}`);
    const successMs = await successTime();
    assert.ok(successMs >= 2000 && successMs < 4500, `success toast in the page for ${Math.round(successMs)} ms`);

    await openCart(page);
    const errorTime = await timeToast(page, 'Please login first!');
    await page.getByTestId('cart-checkout').click();
    await page.getByText('Please login first!').waitFor();
    const errorMs = await errorTime();
    assert.ok(errorMs >= 4000 && errorMs < 6500, `error toast in the page for ${Math.round(errorMs)} ms`);
  });

  it('never shows more than 20 toasts at once', async () => {
    const page = await shop.browser.page();
    await page.goto('/boxes');
    const card = page.getByTestId('box-card').first();
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    const button = card.getByTestId('add-to-cart');
    await button.waitFor({ state: 'visible' });
    // Counted in the page after every change of the toast region, so no moment is missed
    // (visible as Playwright means it: a box on screen, not visibility:hidden).
    await page.getByTestId('toast-region').evaluate((region) => {
      const shown = (toast: Element) => {
        const { width, height } = toast.getBoundingClientRect();
        return width > 0 && height > 0 && getComputedStyle(toast).visibility !== 'hidden';
      };
      const counts = window as unknown as { mostToasts: number };
      counts.mostToasts = 0;
      new MutationObserver(() => {
        const now = Array.from(region.querySelectorAll('[role=status]')).filter(shown).length;
        counts.mostToasts = Math.max(counts.mostToasts, now);
      }).observe(region, { childList: true, subtree: true, attributes: true });
    });
    // 25 quick adds: clicked in the page itself so they land within a few milliseconds.
    await button.evaluate((element: HTMLElement) => {
      for (let i = 0; i < 25; i++) element.click();
    });
    // All 25 are done once the cart line holds them (saved after the render that drew their toasts).
    await page.waitForFunction(() => JSON.parse(sessionStorage.getItem('cart') ?? '[]')[0]?.quantity === 25);
    await page.getByText('Toast Box added to cart').first().waitFor();
    const count = await visibleToasts(page).count();
    assert.ok(count > 0 && count <= 20, `${count} toasts visible`);
    const most = await page.evaluate(() => (window as unknown as { mostToasts: number }).mostToasts);
    assert.ok(most > 0 && most <= 20, `${most} toasts visible at once`);
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
      // Measured where it stays, not while it slides in.
      await waitForToastSettled(page, 'Please login first!');
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
    const rootInert = () => page.locator('#root').getAttribute('inert');
    // Focus moves in, and the page behind turns inert, in an effect after the drawer is drawn
    // (later still when its lazily loaded code was not fetched yet).
    await eventually(focusInDrawer, true, 'focus moved into the cart');
    await eventually(rootInert, '', 'the page behind is inert while the cart is open');
    const stops = await drawer.evaluate(
      (dialog) => dialog.querySelectorAll('button:not([disabled]), input, a[href]').length,
    );
    for (let i = 0; i < stops * 2 + 1; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      assert.ok(await focusInDrawer(), `focus left the cart after ${i + 1} presses`);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await eventually(
      () => button.evaluate((element) => element === document.activeElement),
      true,
      'focus back on the cart icon',
    );
    await eventually(rootInert, null, 'the page behind is usable again');
  });

  it('every tap target in the cart is at least 32×32 px on a 320 and a 375 px phone, apart and inside the drawer', async () => {
    for (const width of [320, 375]) {
      const page = await shop.browser.page({ viewport: { width, height: 740 } });
      await storeCart(page, [
        { id: 'w1', name: 'A bouquet whose name runs over two lines', price: 1234.5, quantity: 99 },
        { id: 'w2', name: 'Box', price: 9, quantity: 1 },
      ]);
      await openCart(page);
      // Measured in one frame, so the drawer sliding in cannot move between the measurements.
      const problems = await page.evaluate(() => {
        const drawer = document.querySelector('[data-testid=cart-drawer]')!;
        const frame = drawer.getBoundingClientRect();
        const targets = Array.from(drawer.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea'));
        const boxes = targets.map((target) => ({
          name: target.dataset.testid ?? target.textContent,
          box: target.getBoundingClientRect(),
        }));
        const found: string[] = [];
        for (const { name, box } of boxes) {
          if (box.width < 32 || box.height < 32) found.push(`${name} is ${box.width}×${box.height}`);
          if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) found.push(`${name} sticks out`);
        }
        boxes.forEach((a, i) =>
          boxes.slice(i + 1).forEach((b) => {
            const apart =
              a.box.right <= b.box.left ||
              b.box.right <= a.box.left ||
              a.box.bottom <= b.box.top ||
              b.box.bottom <= a.box.top;
            if (!apart) found.push(`${a.name} overlaps ${b.name}`);
          }),
        );
        return { count: targets.length, found };
      });
      assert.ok(problems.count >= 11, `${problems.count} targets measured at ${width}px`);
      assert.deepEqual(problems.found, [], `at ${width}px`);
      await assertNoSidewaysScroll(page);
    }
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
    await eventually(() => page.getByTestId('cart-line-total').textContent(), '$3,703.50');
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
