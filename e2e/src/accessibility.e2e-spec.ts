import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN_NAV_PATHS, signIn } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { browserSkipReason } from './support/browser.js';
import { contactFields, sendContactMessage } from './support/contact-messages.js';
import { useShop } from './support/shop-fixture.js';
import { createProduct } from './support/storefront.js';

const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 812 },
};

/** Opens a page and waits until its data has arrived and no loader is left. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.page-loader').waitFor({ state: 'detached' });
}

/** The customer login dialog at both steps, each with its refusal of a blank field shown. */
async function loginDialogViolations(page: Page, email: string): Promise<string[]> {
  const found: string[] = [];
  await page.getByTestId('login-button').click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByText('Please enter a valid email!').waitFor();
  found.push(...(await seriousViolations(page)).map((line) => `login e-mail step: ${line}`));
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('One-time code').waitFor();
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await dialog.getByText('Please enter the OTP!').waitFor();
  found.push(...(await seriousViolations(page)).map((line) => `login code step: ${line}`));
  await page.keyboard.press('Escape');
  return found;
}

describe('shop: accessibility (axe-core, no serious or critical violation)', { skip: browserSkipReason() }, () => {
  const shop = useShop();
  let bouquetPath = '';

  before(async () => {
    await createProduct(shop.api, 'boxes', { name: 'Axe Box', price: '1234.5' });
    await createProduct(shop.api, 'keychains', { name: 'Axe Charm', price: '9', description: 'A small charm' });
    await createProduct(shop.api, 'occasion-products', { name: 'Axe Gift', price: '20', category: 'birthday' });
    const bouquet = await createProduct(shop.api, 'bouquets', {
      name: 'Axe Bouquet',
      price: '40',
      description: 'Roses',
    });
    bouquetPath = `/bouquets/${bouquet._id}`;
    await sendContactMessage(shop.stack.baseUrl, contactFields('Axe'));
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`storefront pages, the 404 page, both custom order modes, the refused contact form, the open cart and the login dialog at ${name} width`, async () => {
      const page = await shop.browser.page({ viewport });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const found: string[] = [];
      const paths = [
        '/',
        '/boxes',
        '/keychain',
        '/bouquets',
        bouquetPath,
        '/occasions',
        '/about',
        '/delivery',
        '/policy',
        '/custom-orders',
      ];
      for (const path of [...paths, '/contact', '/no-such-page']) {
        await openSettled(page, path);
        found.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
      }
      // The custom order form in its other mode, with the upload fields.
      await openSettled(page, '/custom-orders');
      await page.getByTestId('custom-mode-upload').check();
      await page.getByTestId('custom-flower-type').waitFor();
      found.push(...(await seriousViolations(page)).map((line) => `/custom-orders upload: ${line}`));
      // The contact form with the reasons of a refused send beside its fields.
      await openSettled(page, '/contact');
      await page.getByTestId('contact-submit').click();
      await page.getByTestId('contact-name-error').waitFor();
      found.push(...(await seriousViolations(page)).map((line) => `/contact refused: ${line}`));
      await page.getByTestId('cart-button').click();
      await page.getByRole('dialog', { name: 'Your Cart' }).waitFor();
      found.push(...(await seriousViolations(page)).map((line) => `empty cart: ${line}`));
      await page.keyboard.press('Escape');
      await openSettled(page, '/boxes');
      await page.evaluate(() =>
        sessionStorage.setItem(
          'cart',
          JSON.stringify([{ id: 'a1', name: 'Axe Line', price: 5, quantity: 2, image: '' }]),
        ),
      );
      await page.reload();
      await page.getByTestId('cart-button').click();
      await page.getByTestId('cart-line').waitFor();
      found.push(...(await seriousViolations(page)).map((line) => `cart with a line: ${line}`));
      await page.keyboard.press('Escape');
      found.push(...(await loginDialogViolations(page, `axe-${name}@example.com`)));
      assert.deepEqual(found, []);
    });

    it(`admin login and admin pages at ${name} width`, async () => {
      const page = await shop.browser.page({ viewport });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const found: string[] = [];
      await openSettled(page, '/admin/login');
      found.push(...(await seriousViolations(page)).map((line) => `/admin/login: ${line}`));
      await signIn(page);
      for (const path of ADMIN_NAV_PATHS) {
        await openSettled(page, path);
        found.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
      }
      if (name === 'phone') {
        await page.getByTestId('admin-menu-button').click();
        // Check the open menu, not the page before React has drawn it.
        await page.locator('[data-testid="admin-menu-button"][aria-expanded="true"]').waitFor();
        found.push(...(await seriousViolations(page)).map((line) => `admin menu open: ${line}`));
      }
      assert.deepEqual(found, []);
    });
  }
});
