import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSkipReason, eventually } from './support/browser.js';
import { signInCustomer } from './support/customer.js';
import { useShop } from './support/shop-fixture.js';

const toast = (page: Page, text: string) => page.getByTestId('toast-region').getByText(text);

describe('shop: customer login by e-mailed code', { skip: browserSkipReason() }, () => {
  const shop = useShop();

  it('signs in with the mailed code, is logged out after a reload, signs in again and out (token revoked)', async () => {
    const page = await shop.browser.page();
    const email = 'shopper@example.com';
    await page.goto('/');

    // The e-mail step: blank is refused without a request.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.getByTestId('login-button').click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.locator('input[type=email]').waitFor();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByText('Please enter a valid email!').waitFor();
    assert.ok(!requests.includes('/api/users/request-otp'), 'no code requested for a blank e-mail');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await signInCustomer(page, shop.stack.dataDir, email);
    await toast(page, 'Login successful!').waitFor();
    await eventually(() => dialog.count(), 0, 'the dialog closed');
    const firstToken = await page.evaluate(() => sessionStorage.getItem('token'));
    assert.ok(firstToken, 'token in session storage');
    const me = await fetch(`${shop.stack.baseUrl}/api/users/me`, {
      headers: { Authorization: `Bearer ${firstToken}` },
    });
    assert.deepEqual(await me.json(), { email });

    // Memory only: a reload shows the login icon again although the token is still stored.
    await page.reload();
    await page.getByTestId('login-button').waitFor();
    // Settled (no sign-in restored by a late request), then still logged out.
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByTestId('logout-button').count(), 0);
    assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), firstToken);

    await signInCustomer(page, shop.stack.dataDir, email);
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    assert.ok(token && token !== firstToken, 'a new token');

    const logout = page.waitForRequest((request) => request.url().endsWith('/api/users/logout'));
    await page.getByTestId('logout-button').click();
    const logoutRequest = await logout;
    assert.equal(logoutRequest.method(), 'POST');
    assert.equal(logoutRequest.postData() ?? '', '');
    await toast(page, 'Logout successful!').waitFor();
    await page.getByTestId('login-button').waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null);
    const revoked = await fetch(`${shop.stack.baseUrl}/api/users/me`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    assert.equal(revoked.status, 401);
  });

  it('a wrong code keeps the code step with the server message; failed calls show the fallback texts', async () => {
    const page = await shop.browser.page();
    await page.goto('/');
    await page.route('**/api/users/request-otp', (route) => route.abort());
    await page.getByTestId('login-button').click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('E-mail').fill('wrong-code@example.com');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await toast(page, 'Failed to send OTP').waitFor();
    assert.equal(await dialog.getByLabel('E-mail').count(), 1, 'still at the e-mail step');

    await page.unroute('**/api/users/request-otp');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await toast(page, 'OTP sent to your email!').waitFor();
    const code = dialog.getByLabel('One-time code');
    assert.equal(await code.getAttribute('autocomplete'), 'one-time-code');
    assert.equal(await code.getAttribute('inputmode'), 'numeric');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText('Please enter the OTP!').waitFor();

    await code.fill('000000');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/users/verify-otp'));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const { message } = (await (await answer).json()) as { message: string };
    assert.ok(message, 'the server explains the refusal');
    await toast(page, message).waitFor();
    assert.equal(await code.count(), 1, 'still at the code step');

    // The server's own text may equal the fallback: let its toast go so the next one is surely new.
    await toast(page, message).waitFor({ state: 'hidden' });
    await page.route('**/api/users/verify-otp', (route) => route.abort());
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await toast(page, 'Invalid OTP').waitFor();
    assert.equal(await page.getByTestId('login-button').count(), 1, 'still logged out');
  });

  it('Proceed to Checkout while logged out says so and opens the login dialog at the e-mail step', async () => {
    const page = await shop.browser.page();
    await page.goto('/');
    // An empty cart cannot be checked out: one line as a previous visit would have left it.
    await page.evaluate(() =>
      sessionStorage.setItem('cart', JSON.stringify([{ id: 'l1', name: 'Line', price: 5, quantity: 1, image: '' }])),
    );
    await page.reload();
    await page.getByTestId('cart-button').click();
    await page.getByTestId('cart-checkout').click();
    await toast(page, 'Please login first!').waitFor();
    await page.getByRole('dialog', { name: 'Login' }).getByLabel('E-mail').waitFor();
  });

  it("says 'Logout failed!' and stays signed in when the logout call fails", async () => {
    const page = await shop.browser.page();
    await page.goto('/');
    await signInCustomer(page, shop.stack.dataDir, 'stays@example.com');
    await page.route('**/api/users/logout', (route) => route.abort());
    await page.getByTestId('logout-button').click();
    await toast(page, 'Logout failed!').waitFor();
    assert.equal(await page.getByTestId('logout-button').count(), 1);
  });
});
