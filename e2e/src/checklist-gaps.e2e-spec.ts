import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { browserSkipReason } from './support/browser.js';
import { signInCustomer } from './support/customer.js';
import { useShop } from './support/shop-fixture.js';
import { addFromCard, readCart } from './support/storefront.js';

/*
 * Checklist rows that only unit tests against a mocked API covered, or none at all, checked
 * here against the real shop: the order failure's error symbol (R-MSG-09), the success toast
 * and the emptied cart drawer after a placed order (R-CHK-15, R-CHK-12), and the stored token
 * being the one the code check answered with (R-STORE-01).
 */

/** react-hot-toast's default icon colours: the red error mark and the green check mark. */
const ERROR_ICON = 'rgb(255, 75, 75)';
const SUCCESS_ICON = 'rgb(97, 211, 69)';

const toast = (page: Page, text: string) => page.getByTestId('toast-region').getByText(text, { exact: true });

/** The background colours drawn in the icon beside a toast's message (none for a toast without icon). */
function iconColours(message: Locator): Promise<string[]> {
  return message.evaluate((element) => {
    const indicator = element.closest('[role="status"]')?.previousElementSibling;
    return [...(indicator?.querySelectorAll('*') ?? [])].map((part) => getComputedStyle(part).backgroundColor);
  });
}

describe('shop: checklist rows not covered elsewhere', { skip: browserSkipReason() }, () => {
  const shop = useShop();

  before(async () => {
    await shop.api.createProduct('boxes', { name: 'Gap Box', price: '12' }, { part: 'image', count: 1 });
  });

  it('keeps the verified token; a failed order shows the error symbol; a placed order toasts and leaves the cart drawer empty', async () => {
    const page = await shop.browser.page();
    await page.goto('/boxes');
    await addFromCard(page, page.getByTestId('box-card').filter({ hasText: 'Gap Box' }), 'Gap Box');

    // R-STORE-01: session storage holds exactly the token the code check answered with.
    const verified = page.waitForResponse((response) => response.url().endsWith('/api/users/verify-otp'));
    await signInCustomer(page, shop.stack.dataDir, `gaps-${Date.now()}@example.com`);
    const { token } = (await (await verified).json()) as { token: string };
    assert.ok(token, 'the code check answers with a token');
    assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), token);

    await page.getByTestId('cart-button').click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByTestId('checkout-step-address').waitFor();
    const address = { firstName: 'Gia', lastName: 'Example', phone: '609 555 0100', address1: '3 Elm Street', city: 'Maple Township', postalCode: '08000' };
    for (const [field, value] of Object.entries(address)) await page.getByTestId(`checkout-${field}`).fill(value);
    await page.getByTestId('checkout-state').selectOption('New Jersey');
    await page.getByTestId('checkout-next').click();
    await page.getByTestId('checkout-step-delivery').waitFor();

    // R-MSG-09: the failure text comes with the error symbol.
    await page.route('**/api/orders', (route) => route.abort());
    await page.getByTestId('checkout-confirm').click();
    const failure = toast(page, 'Failed to place order. Please try again.');
    await failure.waitFor();
    assert.ok((await iconColours(failure)).includes(ERROR_ICON), 'the red error mark beside the text');
    await page.unroute('**/api/orders');

    // R-CHK-15 and R-CHK-12: a success toast, and the drawer says the cart is empty.
    const placed = page.waitForResponse((response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST');
    await page.getByTestId('checkout-confirm').click();
    assert.equal((await placed).status(), 201);
    const success = toast(page, 'Order placed successfully!');
    await success.waitFor();
    assert.ok((await iconColours(success)).includes(SUCCESS_ICON), 'the green check mark beside the text');
    await page.getByTestId('checkout-dialog').waitFor({ state: 'detached' });
    assert.deepEqual(await readCart(page), []);
    await page.getByTestId('cart-button').click();
    assert.equal((await page.getByTestId('cart-empty').textContent())?.trim(), 'Cart is empty.');
  });
});
