import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { addDays, shopToday } from '@flowershop/common/shop-rules';
import { answerNextDialog, imageFile, signIn as adminSignIn } from './support/admin.js';
import { browserSkipReason } from './support/browser.js';
import { waitForOutboxMail } from './support/contact-messages.js';
import { useShop } from './support/shop-fixture.js';

const SUBMITTED = '✅ Custom order submitted successfully! Wait for the response';
const FAILED = '❌ Failed to submit order';
const IN_A_MONTH = addDays(shopToday(), 30);

async function fillContact(page: Page, name: string, email: string): Promise<void> {
  await page.getByTestId('custom-name').fill(name);
  await page.getByTestId('custom-email').fill(email);
  await page.getByTestId('custom-phone').fill('609 555 0133');
  await page.getByTestId('custom-message').fill(`A request from ${name}`);
}

async function addToList(page: Page, list: 'flower' | 'extra', value: string): Promise<void> {
  await page.getByTestId(`custom-${list}-input`).fill(value);
  await page.getByTestId(`custom-${list}-add`).click();
  await page.getByTestId(`custom-${list}-item`).filter({ hasText: value }).waitFor();
}

/** Clicks Search and answers the alert it raises, returning its text. */
async function searchAlert(page: Page): Promise<string> {
  const alert = answerNextDialog(page, 'accept');
  await page.getByTestId('custom-search').click();
  return await alert;
}

const orders = async (shop: ReturnType<typeof useShop>) =>
  (await (
    await fetch(`${shop.stack.baseUrl}/api/custom-orders`, { headers: { Authorization: `Bearer ${await shop.api.adminToken()}` } })
  ).json()) as any[];

describe('shop: custom orders and the admin desk', { skip: browserSkipReason() }, () => {
  const shop = useShop();

  before(async () => {
    await shop.api.createProduct('bouquets', { name: 'Rose Dream', price: '45', description: 'Twelve red roses' }, { part: 'images', count: 1 });
  });

  it('a shopper finds a bouquet by its exact name (any case) and asks for changes', async () => {
    const page = await shop.browser.page();
    await page.goto('/custom-orders');
    await page.getByTestId('custom-mode-existing').check();

    // The search's three answers: empty, a partial name, the failing shop.
    const bouquetRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/bouquets')) bouquetRequests.push(request.url());
    });
    assert.equal(await searchAlert(page), 'Enter product/article name');
    assert.deepEqual(bouquetRequests, [], 'no request for an empty name');
    await page.getByTestId('custom-product-name').fill('rose');
    assert.equal(await searchAlert(page), 'No product found with this name!');
    await page.route('**/api/bouquets*', (route) => route.abort());
    assert.equal(await searchAlert(page), 'Error fetching products.');
    await page.unroute('**/api/bouquets*');

    await page.getByTestId('custom-product-name').fill('  rose DREAM ');
    await page.getByTestId('custom-search').click();
    await page.getByTestId('custom-found-product').filter({ hasText: 'Rose Dream' }).waitFor();

    await fillContact(page, 'Hana Example', 'hana@example.com');
    await addToList(page, 'flower', 'tulips');
    await addToList(page, 'flower', 'lilies');
    await page.getByTestId('custom-color-theme').fill('Soft pink');
    await page.getByTestId('custom-wrapping-sheet').selectOption({ label: 'Cow' });
    await addToList(page, 'extra', 'a card');

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/custom-orders') && request.method() === 'POST');
    await page.getByTestId('custom-submit').click();
    assert.ok((await sent).headers()['idempotency-key'], 'sent with an Idempotency-Key');
    await page.getByTestId('custom-result').filter({ hasText: SUBMITTED }).waitFor();

    const stored = (await orders(shop)).find((order) => order.name === 'Hana Example');
    assert.deepEqual(
      [stored.type, stored.productName, stored.changes, stored.status],
      ['existing', 'Rose Dream', { flowers: ['tulips', 'lilies'], colorTheme: 'Soft pink', wrappingSheet: 'Cow', extras: ['a card'] }, 'Pending'],
    );
    await waitForOutboxMail(shop.stack.dataDir, (mail) => mail.subject === 'We have your custom order request' && [mail.to ?? []].flat().some((to) => to.text === 'hana@example.com'));
  });

  it('a shopper sends a picture in upload mode; Submitting... while it goes; a failing shop says so', async () => {
    const page = await shop.browser.page({ viewport: { width: 360, height: 740 } });
    await page.goto('/custom-orders');
    await page.getByTestId('custom-mode-upload').check();
    await fillContact(page, 'Ivy Example', 'ivy@example.com');
    await page.getByTestId('custom-upload-image').setInputFiles(await imageFile('peonies', 2));
    await page.getByTestId('custom-upload-preview').waitFor();
    await page.getByTestId('custom-flower-type').fill('Peonies');
    await page.getByTestId('custom-occasion').fill('Anniversary');
    await page.getByTestId('custom-budget').fill('$60 – $90');
    await page.getByTestId('custom-delivery-date').fill(IN_A_MONTH);

    // Held: the button says Submitting... and is disabled until the answer.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/custom-orders', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('custom-submit').click();
    await page.getByRole('button', { name: 'Submitting...' }).waitFor();
    assert.ok(await page.getByTestId('custom-submit').isDisabled());
    release();
    await page.getByTestId('custom-result').filter({ hasText: SUBMITTED }).waitFor();
    await page.unroute('**/api/custom-orders');

    const stored = (await orders(shop)).find((order) => order.name === 'Ivy Example');
    assert.deepEqual(
      [stored.type, stored.flowerType, stored.occasion, stored.budget, stored.deliveryDate],
      ['upload', 'Peonies', 'Anniversary', '$60 – $90', IN_A_MONTH],
    );
    assert.match(stored.uploadImage, /^\/api\/images\/custom-/);

    await page.route('**/api/custom-orders', (route) => route.abort());
    await page.getByTestId('custom-mode-upload').check();
    await fillContact(page, 'Jon Example', 'jon@example.com');
    await page.getByTestId('custom-submit').click();
    await page.getByTestId('custom-result').filter({ hasText: FAILED }).waitFor();
    assert.equal(await page.getByTestId('custom-name').inputValue(), 'Jon Example', 'the form is kept');
  });

  it('the admin filters, views every field and deletes; a failed delete alerts', async () => {
    const admin = await shop.browser.page();
    await adminSignIn(admin);
    await admin.goto('/admin/custom-orders');
    const rows = admin.getByTestId('admin-custom-order-row');
    await rows.first().waitFor();
    assert.equal(await rows.count(), 2);
    assert.match((await rows.first().textContent()) ?? '', /Ivy Example/, 'newest first');

    await admin.getByTestId('admin-custom-filter-existing').click();
    await admin.locator('[data-testid="admin-custom-order-row"][data-type="upload"]').waitFor({ state: 'detached' });
    assert.equal(await rows.count(), 1);
    await admin.getByTestId('admin-custom-filter-upload').click();
    await admin.locator('[data-testid="admin-custom-order-row"][data-type="existing"]').waitFor({ state: 'detached' });
    assert.equal(await rows.count(), 1);

    await rows.first().getByTestId('admin-custom-order-view').click();
    const dialog = admin.getByTestId('custom-order-dialog');
    await dialog.waitFor();
    const shown = (await dialog.textContent()) ?? '';
    for (const part of ['Ivy Example', 'ivy@example.com', '609 555 0133', 'Peonies', 'Anniversary', '$60 – $90', 'Pending']) {
      assert.ok(shown.includes(part), `the View shows ${part}`);
    }
    const image = dialog.getByTestId('custom-order-detail-image');
    await admin.waitForFunction((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
    assert.equal(await dialog.locator('select, input[type=radio]').count(), 0, 'no way to change the status');
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await admin.getByTestId('admin-custom-filter-all').click();
    await admin.route('**/api/custom-orders/*', (route) => route.abort());
    const failedConfirm = answerNextDialog(admin, 'accept');
    const failureAlert = new Promise<string>((resolve) => {
      admin.on('dialog', (dialog) => {
        if (dialog.type() === 'alert') {
          resolve(dialog.message());
          void dialog.accept();
        }
      });
    });
    await rows.first().getByTestId('admin-custom-order-delete').click();
    await failedConfirm;
    assert.equal(await failureAlert, 'Failed to delete order');
    await admin.unroute('**/api/custom-orders/*');
    assert.equal(await rows.count(), 2, 'the row stays');

    const confirmText = answerNextDialog(admin, 'accept');
    const deleted = admin.waitForResponse((response) => response.request().method() === 'DELETE');
    await rows.first().getByTestId('admin-custom-order-delete').click();
    assert.match(await confirmText, /delete this custom order/i);
    assert.equal((await deleted).status(), 200);
    await admin.locator('[data-testid="admin-custom-order-row"]', { hasText: 'Ivy Example' }).waitFor({ state: 'detached' });
    assert.equal((await orders(shop)).length, 1);
  });
});
