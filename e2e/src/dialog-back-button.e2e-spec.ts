import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSkipReason, eventually } from './support/browser.js';
import { loginCodesSent, nextLoginCode, signInCustomer } from './support/customer.js';
import { useShop } from './support/shop-fixture.js';
import { scrollWindowTo } from './support/storefront.js';

const PHONE = { width: 375, height: 812 };
const CART_LINE = [{ id: 'l1', productId: 'l1', name: 'Line', price: 5, quantity: 1, image: '' }];

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).hash;
const openDialogs = (page: Page) => page.getByRole('dialog').count();
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
/** Whether the current history entry is a dialog's (components/Dialog/modal-history.ts). */
const onDialogEntry = (page: Page) => page.evaluate(() => Boolean((history.state as { modal?: unknown } | null)?.modal));

/**
 * The browser's Back button, and waits until the shop has handled it: the entry is the page's
 * own (an entry left by a closed dialog is stepped over) and the page is still there.
 */
async function pressBack(page: Page): Promise<void> {
  await page.goBack();
  await page.waitForFunction(() => !(history.state as { modal?: unknown } | null)?.modal);
  await page.getByTestId('site-header').waitFor();
}

async function pressForward(page: Page): Promise<void> {
  await page.goForward();
  await page.waitForFunction(() => !(history.state as { modal?: unknown } | null)?.modal);
  await page.getByTestId('site-header').waitFor();
}

/**
 * /contact, then the home page through the logo link (one page back in history). With `cart`,
 * the cart holds a line, as a previous visit would have left it.
 */
async function homeAfterContact(page: Page, { cart = false } = {}): Promise<void> {
  await page.goto('/contact');
  if (cart) {
    await page.evaluate((lines) => sessionStorage.setItem('cart', JSON.stringify(lines)), CART_LINE);
    await page.reload();
  }
  await page.getByTestId('logo-link').click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { name: 'Explore!', exact: true }).waitFor();
}

async function openCart(page: Page): Promise<void> {
  await page.getByTestId('cart-button').click();
  await page.getByTestId('cart-drawer').waitFor();
  await page.waitForFunction(() => Boolean((history.state as { modal?: unknown } | null)?.modal));
}

describe('shop: the browser Back button closes the open dialog', { skip: browserSkipReason() }, () => {
  const shop = useShop();

  it('Back closes the cart and stays on the page: same address, same scroll position, focus on the cart button', async () => {
    const page = await shop.browser.page({ viewport: PHONE });
    await homeAfterContact(page);
    await scrollWindowTo(page, 600);
    // From the keyboard: a click by Playwright would first scroll the (sticky) button "into view".
    await page.getByTestId('cart-button').evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
    await page.getByTestId('cart-drawer').waitFor();
    await page.waitForFunction(() => Boolean((history.state as { modal?: unknown } | null)?.modal));
    assert.equal(await page.evaluate(() => window.scrollY), 600);

    await pressBack(page);
    await page.getByTestId('cart-drawer').waitFor({ state: 'detached' });
    assert.equal(path(page), '/');
    assert.equal(await page.evaluate(() => window.scrollY), 600);
    await eventually(() => focusedTestId(page), 'cart-button');
    assert.equal(await page.getByRole('heading', { name: 'Explore!', exact: true }).isVisible(), true);

    // The next Back leaves the page, as usual.
    await pressBack(page);
    assert.equal(path(page), '/contact');
  });

  it('a tap on the cart button and Escape leave the page where it was scrolled', async () => {
    const page = await shop.browser.page({ viewport: PHONE });
    await homeAfterContact(page);
    await scrollWindowTo(page, 600);
    // At the button's place on screen, as a finger would: the locator's click scrolls first.
    const button = await page.getByTestId('cart-button').boundingBox();
    assert.ok(button, 'the cart button is on screen');
    await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
    await page.getByTestId('cart-drawer').waitFor();
    assert.equal(await page.evaluate(() => window.scrollY), 600);

    await page.keyboard.press('Escape');
    await page.getByTestId('cart-drawer').waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => window.scrollY), 600);
    await eventually(() => focusedTestId(page), 'cart-button');
  });

  it('cart → Proceed to Checkout (logged out) → the login dialog: Back closes it, the cart stays closed, and the next Back leaves', async () => {
    const page = await shop.browser.page();
    await homeAfterContact(page, { cart: true });
    await openCart(page);
    const lengthWithCart = await page.evaluate(() => history.length);
    await page.getByTestId('cart-checkout').click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('E-mail').waitFor();
    await page.getByTestId('cart-drawer').waitFor({ state: 'detached' });
    // The login dialog took the cart's place in history: one entry, not two.
    await page.waitForFunction(() => Boolean((history.state as { modal?: unknown } | null)?.modal));
    assert.equal(await page.evaluate(() => history.length), lengthWithCart);

    await pressBack(page);
    await login.waitFor({ state: 'detached' });
    assert.equal(await openDialogs(page), 0, 'no dialog open, the cart not back either');
    assert.equal(path(page), '/');

    await pressBack(page);
    assert.equal(path(page), '/contact');
  });

  it('signed in, cart → checkout: Back closes the checkout only; the login dialog closed by its sign-in left no entry behind', async () => {
    const page = await shop.browser.page();
    await homeAfterContact(page, { cart: true });
    await signInCustomer(page, shop.stack.dataDir, 'back-button@example.com');
    await page.getByRole('dialog', { name: 'Login' }).waitFor({ state: 'detached' });
    await page.waitForFunction(() => !(history.state as { modal?: unknown } | null)?.modal);

    await openCart(page);
    await page.getByTestId('cart-checkout').click();
    await page.getByTestId('checkout-dialog').waitFor();
    await page.getByTestId('cart-drawer').waitFor({ state: 'detached' });

    await pressBack(page);
    await page.getByTestId('checkout-dialog').waitFor({ state: 'detached' });
    assert.equal(await openDialogs(page), 0);
    assert.equal(path(page), '/');
    assert.equal(await page.getByTestId('logout-button').count(), 1, 'still signed in: the page was not left');

    await pressBack(page);
    assert.equal(path(page), '/contact');
  });

  it('closed with its X, the cart leaves no entry: Back goes to the previous page; Forward then reopens nothing', async () => {
    const page = await shop.browser.page();
    await homeAfterContact(page);
    await openCart(page);
    await page.getByTestId('cart-close').click();
    await page.getByTestId('cart-drawer').waitFor({ state: 'detached' });
    await page.waitForFunction(() => !(history.state as { modal?: unknown } | null)?.modal);
    assert.equal(await focusedTestId(page), 'cart-button');

    await pressBack(page);
    assert.equal(path(page), '/contact');
    await pressForward(page);
    assert.equal(path(page), '/');
    assert.equal(await openDialogs(page), 0);
  });

  it('Forward after Back does not reopen the cart, and Back from there leaves the page in one step', async () => {
    const page = await shop.browser.page();
    await homeAfterContact(page);
    await openCart(page);
    await pressBack(page);
    await page.getByTestId('cart-drawer').waitFor({ state: 'detached' });

    await page.goForward();
    // The cart's old entry is stepped over: back on the page's own, with nothing open.
    await page.waitForFunction(() => !(history.state as { modal?: unknown } | null)?.modal);
    assert.equal(await onDialogEntry(page), false);
    assert.equal(await openDialogs(page), 0);
    assert.equal(path(page), '/');

    await pressBack(page);
    assert.equal(path(page), '/contact');
  });

  it('a link followed inside a dialog (the occasions jump list on a phone) lands on its section; Back returns to the page before, the drawer stays closed', async () => {
    const page = await shop.browser.page({ viewport: PHONE });
    await page.goto('/contact');
    await page.goto('/occasions');
    await page.getByTestId('occasion-section').first().waitFor();
    await page.getByRole('button', { name: 'Jump to occasion', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Jump to occasion' });
    await drawer.waitFor();
    const lengthWithDrawer = await page.evaluate(() => history.length);

    await drawer.getByRole('link', { name: 'Birthday', exact: true }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.hash === '#birthday');
    assert.equal(path(page), '/occasions#birthday');
    // The section's address took the drawer's entry: no leftover entry between it and the page.
    assert.equal(await page.evaluate(() => history.length), lengthWithDrawer);
    assert.equal(await onDialogEntry(page), false);

    await pressBack(page);
    assert.equal(path(page), '/occasions');
    assert.equal(await openDialogs(page), 0, 'the drawer is not reopened');

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/contact');
  });

  it("My Orders' login, which reloads the page once signed in: the reload happens, and Back then leaves in one step", async () => {
    const page = await shop.browser.page();
    const email = 'reload-reader@example.com';
    await page.goto('/contact');
    await page.getByTestId('orders-link').click();
    await page.waitForURL((url) => url.pathname === '/orders');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('E-mail').waitFor();
    const seen = await loginCodesSent(shop.stack.dataDir, email);
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByLabel('One-time code').fill(await nextLoginCode(shop.stack.dataDir, email, seen));
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await reloaded;
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    await page.waitForFunction(() => !(history.state as { modal?: unknown } | null)?.modal);
    assert.equal(await openDialogs(page), 0, 'signed in by the stored token: no login dialog after the reload');
    assert.equal(path(page), '/orders');

    await pressBack(page);
    assert.equal(path(page), '/contact');
  });

  it('a reload while the cart is open leaves no stale entry: the page shows without it, and Back leaves in one step', async () => {
    const page = await shop.browser.page();
    await homeAfterContact(page);
    await openCart(page);

    await page.reload();
    await page.getByRole('heading', { name: 'Explore!', exact: true }).waitFor();
    await page.waitForFunction(() => !(history.state as { modal?: unknown } | null)?.modal);
    assert.equal(await openDialogs(page), 0);
    assert.equal(path(page), '/');

    await pressBack(page);
    assert.equal(path(page), '/contact');
  });
});
