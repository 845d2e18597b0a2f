import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { Locator, Page, Request, Route } from 'playwright-core';
import { OCCASION_CATEGORIES } from '@flowershop/common/contracts';
import { waitFor } from '@flowershop/common/testing';
import { answerNextDialog, imageFile, signIn, textFile } from './support/admin.js';
import { browserSkipReason, eventually, WAIT_MS } from './support/browser.js';
import { useShop, type ShopFixture } from './support/shop-fixture.js';

/** Method and path of every write the page sends to `/api/<collection>…`. */
function recordWrites(page: Page, collection: string): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(`/api/${collection}`) && request.method() !== 'GET')
      writes.push(`${request.method()} ${pathname}`);
  });
  return writes;
}

/** Texts of every dialog, each accepted; for tests that must see all of them (or none). */
function recordDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Waits until the page has logged or alerted what `check` looks for (events arrive after the action). */
async function until(check: () => boolean, what: string): Promise<void> {
  await waitFor(check, what, WAIT_MS);
}

/** The image picker's state: how many previews, and whether the file input is disabled. */
function pickerState(previews: Locator, input: Locator): () => Promise<[number, boolean]> {
  return async () => [await previews.count(), await input.isDisabled()];
}

/** Answers one method on a route with the gateway's error shape; other methods go through. */
function refuse(method: string, status = 500) {
  return (route: Route) =>
    route.request().method() === method
      ? route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: status, code: 'TEST.REFUSED', message: 'Refused by the test' }),
        })
      : route.continue();
}

/** How many multipart parts of that name a request body carries. */
function partCount(body: string, name: string): number {
  return body.split(`name="${name}"`).length - 1;
}

/**
 * Delete with its confirm text: dismissed, the row stays; accepted, it goes. A DELETE sent
 * after the dismissal would have gone before the accepted one's, so once the row is gone
 * exactly one DELETE must have been sent.
 */
async function deleteAfterConfirm(page: Page, row: Locator, deleteTestId: string, confirmText: string): Promise<void> {
  const deletes: Request[] = [];
  const recordDelete = (request: Request) => {
    if (request.method() === 'DELETE') deletes.push(request);
  };
  page.on('request', recordDelete);
  const dismissed = answerNextDialog(page, 'dismiss');
  await row.getByTestId(deleteTestId).click();
  assert.equal(await dismissed, confirmText);
  assert.ok(await row.isVisible(), 'a dismissed confirm keeps the product');
  const accepted = answerNextDialog(page, 'accept');
  await row.getByTestId(deleteTestId).click();
  assert.equal(await accepted, confirmText);
  await row.waitFor({ state: 'detached' });
  page.off('request', recordDelete);
  assert.equal(deletes.length, 1, 'only the accepted confirm deletes');
}

/** The add/edit form as the admin sees it: its mode, the values of `fields`, and how many image previews. */
function formState(page: Page, testId: string, fields: string[]): () => Promise<unknown[]> {
  return async () => [
    await page.getByTestId(`${testId}-form`).getAttribute('data-mode'),
    ...(await Promise.all(fields.map((field) => page.getByTestId(`${testId}-${field}`).inputValue()))),
    await page.getByTestId(`${testId}-image-preview`).count(),
  ];
}

/** The shop's public page lists the product under that name (the storefront follows the admin). */
async function shownInShop(shop: ShopFixture, path: string, name: string): Promise<Locator> {
  const page = await shop.browser.page();
  await page.goto(path);
  const card = page.locator('article', { hasText: name });
  await card.first().waitFor();
  return card.first();
}

async function openAdmin(page: Page, path: string, testId: string): Promise<void> {
  await signIn(page);
  await page.goto(path);
  await page.getByTestId(`${testId}-form`).waitFor();
  await page.getByTestId(`${testId}-list`).waitFor();
}

describe('admin: occasion products, keychains and bouquets', { skip: browserSkipReason() }, () => {
  const shop = useShop();

  afterEach(async () => {
    // Each test starts from empty collections, even after a failure.
    for (const collection of ['bouquets', 'occasion-products', 'keychains']) await shop.api.deleteAll(collection);
  });

  it('bouquets: adds one with two images (cookie auth), edits its name, cancels an edit, deletes it after the confirm', async () => {
    const page = await shop.browser.page();
    await openAdmin(page, '/admin/bouquet', 'admin-bouquet');
    const input = page.getByTestId('admin-bouquet-image-input');
    const previews = page.getByTestId('admin-bouquet-image-preview');
    const picker = pickerState(previews, input);
    const submit = page.getByTestId('admin-bouquet-submit');

    await page.getByTestId('admin-bouquet-name').fill('Velvet Peonies');
    await page.getByTestId('admin-bouquet-price').fill('64');
    await page.getByTestId('admin-bouquet-description').fill('Soft pink peonies');
    await input.setInputFiles([await imageFile('peony-1', 0), await imageFile('peony-2', 1)]);
    await eventually(picker, [2, true]);
    assert.equal(await submit.textContent(), 'Add Bouquet');

    const posted = page.waitForRequest((r) => r.url().endsWith('/api/bouquets') && r.method() === 'POST');
    await submit.click();
    // Chromium does not report multipart bodies holding files: the API answer shows what arrived.
    const headers = await (await posted).allHeaders();
    assert.equal(headers['authorization'], undefined, 'bouquet writes authenticate with the cookie (SPEC §7)');
    assert.match(headers['cookie'] ?? '', /admin_token=/);

    const list = page.getByTestId('admin-bouquet-list');
    await list.getByTestId('admin-bouquet-row').filter({ hasText: 'Velvet Peonies' }).waitFor();
    const [created] = await shop.api.list('bouquets');
    assert.deepEqual([created.name, created.price, created.description], ['Velvet Peonies', 64, 'Soft pink peonies']);
    assert.equal(created.images.length, 2);
    const row = page.locator(`[data-testid="admin-bouquet-row"][data-product-id="${created._id}"]`);
    assert.equal(await row.getByTestId('admin-bouquet-row-image').count(), 2);
    assert.ok(await row.getByTestId('admin-bouquet-edit').isVisible());
    // The form empties after the refreshed list has come (the save waits for it), so wait for it too.
    const bouquetForm = formState(page, 'admin-bouquet', ['name', 'price', 'description']);
    await eventually(bouquetForm, ['add', '', '', '', 0]);
    const publicCard = await shownInShop(shop, '/bouquets', 'Velvet Peonies');
    assert.equal(await publicCard.locator('img').count(), 2, 'the public card carries both images');

    // Edit: values loaded, images not; only the new name is sent.
    await row.getByTestId('admin-bouquet-edit').click();
    await eventually(bouquetForm, ['edit', 'Velvet Peonies', '64', 'Soft pink peonies', 0]);
    await page.getByTestId('admin-bouquet-name').fill('Velvet Peonies Deluxe');
    const put = page.waitForRequest((r) => r.url().endsWith(`/api/bouquets/${created._id}`) && r.method() === 'PUT');
    await submit.click();
    const sent = (await put).postData() ?? '';
    assert.match(sent, /name="name"\r\n\r\nVelvet Peonies Deluxe/);
    assert.equal(partCount(sent, 'price') + partCount(sent, 'images'), 0);
    await row.getByText('Velvet Peonies Deluxe').waitFor();
    await eventually(bouquetForm, ['add', '', '', '', 0]);
    const [updated] = await shop.api.list('bouquets');
    assert.deepEqual([updated.name, updated.images], ['Velvet Peonies Deluxe', created.images]);

    // Cancel: back to add mode, nothing sent.
    const writes = recordWrites(page, 'bouquets');
    await row.getByTestId('admin-bouquet-edit').click();
    await page.getByTestId('admin-bouquet-name').fill('Should not stick');
    await page.getByTestId('admin-bouquet-cancel').click();
    await eventually(bouquetForm, ['add', '', '', '', 0]);
    assert.equal(await page.getByTestId('admin-bouquet-cancel').count(), 0);
    assert.deepEqual(writes, []);

    // The delete's own request comes after anything Cancel might have sent: it was the only write.
    await deleteAfterConfirm(page, row, 'admin-bouquet-delete', 'Delete this bouquet?');
    assert.deepEqual(writes, [`DELETE /api/bouquets/${created._id}`]);
    assert.deepEqual(await shop.api.list('bouquets'), []);
  });

  it("bouquets: 'Fill all fields' without a price, 'You can only upload up to 2 images' for three, description optional", async () => {
    const page = await shop.browser.page();
    await openAdmin(page, '/admin/bouquet', 'admin-bouquet');
    const writes = recordWrites(page, 'bouquets');
    const input = page.getByTestId('admin-bouquet-image-input');
    const previews = page.getByTestId('admin-bouquet-image-preview');
    const picker = pickerState(previews, input);

    await page.getByTestId('admin-bouquet-name').fill('Sunny Mix');
    const fillAll = answerNextDialog(page);
    await page.getByTestId('admin-bouquet-submit').click();
    assert.equal(await fillAll, 'Fill all fields');

    const tooMany = answerNextDialog(page);
    await input.setInputFiles([await imageFile('sun-1', 2), await imageFile('sun-2', 3), await imageFile('sun-3', 4)]);
    assert.equal(await tooMany, 'You can only upload up to 2 images');
    await eventually(picker, [2, true]);
    await previews.nth(1).getByTestId('admin-bouquet-image-remove').click();
    await eventually(picker, [1, false]);
    assert.deepEqual(writes, []);

    // Name, price and one image, no description: created.
    await page.getByTestId('admin-bouquet-price').fill('29.5');
    await page.getByTestId('admin-bouquet-submit').click();
    await page.getByTestId('admin-bouquet-row').filter({ hasText: 'Sunny Mix' }).waitFor();
    // This send came after the refused ones: had any of them been sent, it would be listed first.
    assert.deepEqual(writes, ['POST /api/bouquets']);
    const created = (await shop.api.list('bouquets')).find((bouquet) => bouquet.name === 'Sunny Mix');
    assert.ok(created);
    assert.equal(created.price, 29.5);
    assert.equal(created.images.length, 1);
    assert.ok(!created.description);
  });

  it('bouquets and occasion products: failed saves and deletes are only logged', async () => {
    const bouquet = await shop.api.createProduct(
      'bouquets',
      { name: 'Stubborn Bouquet', price: '20' },
      { part: 'images', count: 1 },
    );
    const product = await shop.api.createProduct(
      'occasion-products',
      { name: 'Stubborn Gift', price: '25', category: 'congratulations' },
      { part: 'images', count: 1 },
    );
    const page = await shop.browser.page();
    const dialogs = recordDialogs(page);
    const errors = recordConsoleErrors(page);
    await page.route('**/api/bouquets', refuse('POST'));
    await page.route('**/api/bouquets/*', refuse('DELETE'));
    await page.route('**/api/occasion-products', refuse('POST'));
    await page.route('**/api/occasion-products/*', (route) =>
      route.request().method() === 'GET' ? route.continue() : refuse(route.request().method())(route),
    );

    await openAdmin(page, '/admin/bouquet', 'admin-bouquet');
    await page.getByTestId('admin-bouquet-name').fill('Refused Bouquet');
    await page.getByTestId('admin-bouquet-price').fill('30');
    await page.getByTestId('admin-bouquet-submit').click();
    await until(() => errors.some((text) => text.includes('Failed to save bouquet')), 'the logged save failure');
    assert.equal(await page.getByTestId('admin-bouquet-name').inputValue(), 'Refused Bouquet');
    const bouquetRow = page.locator(`[data-product-id="${bouquet._id}"]`);
    await bouquetRow.getByTestId('admin-bouquet-delete').click();
    await until(() => errors.some((text) => text.includes('Failed to delete bouquet')), 'the logged delete failure');
    assert.ok(await bouquetRow.isVisible());

    await page.goto('/admin/occasion');
    await page.getByTestId('admin-occasion-form').waitFor();
    await page.getByTestId('admin-occasion-name').fill('Refused Gift');
    await page.getByTestId('admin-occasion-price').fill('30');
    await page.getByTestId('admin-occasion-category').selectOption('birthday');
    await page.getByTestId('admin-occasion-image-input').setInputFiles(await imageFile('refused', 0));
    await page.getByTestId('admin-occasion-submit').click();
    await until(
      () => errors.filter((text) => text.includes('Failed to save occasion product')).length === 1,
      'the logged add failure',
    );
    const productRow = page.locator(`[data-product-id="${product._id}"]`);
    await productRow.getByTestId('admin-occasion-edit').click();
    await page.getByTestId('admin-occasion-name').fill('Renamed Gift');
    await page.getByTestId('admin-occasion-submit').click();
    await until(
      () => errors.filter((text) => text.includes('Failed to save occasion product')).length === 2,
      'the logged update failure',
    );
    assert.equal(await page.getByTestId('admin-occasion-form').getAttribute('data-mode'), 'edit');
    await page.getByTestId('admin-occasion-cancel').click();
    await productRow.getByTestId('admin-occasion-delete').click();
    await until(
      () => errors.some((text) => text.includes('Failed to delete occasion product')),
      'the logged delete failure',
    );

    // The only dialogs were the two delete confirmations: no alert() and no success toast; the
    // server's reason is the text beside the form (issue 6, item 15).
    // The reason is rendered after the failure is logged: wait for it, then nothing else is shown.
    await eventually(
      async () => (await page.locator('[role=alert]').allTextContents()).map((text) => text.trim()),
      ['Refused by the test'],
    );
    assert.deepEqual(dialogs, ['Delete this bouquet?', 'Delete this product?']);
    assert.equal(await page.locator('[role=status]').count(), 0);
    assert.deepEqual(
      (await shop.api.list('bouquets')).map((item) => item.name),
      ['Stubborn Bouquet'],
    );
    assert.deepEqual(
      (await shop.api.list('occasion-products')).map((item) => item.name),
      ['Stubborn Gift'],
    );
  });

  it('occasion products: the eight categories, required fields, image alerts, limit, removal and non-images, then add with two images', async () => {
    const page = await shop.browser.page();
    await openAdmin(page, '/admin/occasion', 'admin-occasion');
    const writes = recordWrites(page, 'occasion-products');
    const name = page.getByTestId('admin-occasion-name');
    const category = page.getByTestId('admin-occasion-category');
    const input = page.getByTestId('admin-occasion-image-input');
    const previews = page.getByTestId('admin-occasion-image-preview');
    const picker = pickerState(previews, input);
    const submit = page.getByTestId('admin-occasion-submit');

    const options = await category
      .locator('option')
      .evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value));
    assert.deepEqual(options, ['', ...OCCASION_CATEGORIES]);
    assert.equal(await input.getAttribute('accept'), 'image/*');

    // Required: nothing is sent while name, price or category is missing.
    await submit.click();
    assert.ok(await name.evaluate((element) => (element as HTMLInputElement).validity.valueMissing));
    await name.fill('Birthday Bloom');
    await page.getByTestId('admin-occasion-price').fill('48');
    await submit.click();
    assert.ok(await category.evaluate((element) => (element as HTMLSelectElement).validity.valueMissing));
    await category.selectOption('birthday');
    await page.getByTestId('admin-occasion-description').fill('Balloons and roses');

    const noImage = answerNextDialog(page);
    await submit.click();
    assert.equal(await noImage, 'Please upload at least 1 image.');

    const tooMany = answerNextDialog(page);
    await input.setInputFiles([
      await imageFile('bloom-1', 0),
      await imageFile('bloom-2', 1),
      await imageFile('bloom-3', 2),
    ]);
    assert.equal(await tooMany, 'You can only upload up to 2 images.');
    await eventually(picker, [2, true]);

    await previews.first().getByTestId('admin-occasion-image-remove').click();
    await eventually(picker, [1, false]);
    // setInputFiles fires the change event and the picker handles it at once (a discrete event,
    // rendered before it returns): a text file that were taken would show now.
    await input.setInputFiles(textFile('notes'));
    assert.deepEqual(await picker(), [1, false], 'a text file is not added');
    await input.setInputFiles(await imageFile('bloom-4', 3));
    await eventually(picker, [2, true]);
    assert.deepEqual(writes, []);

    const posted = page.waitForRequest((r) => r.url().endsWith('/api/occasion-products') && r.method() === 'POST');
    await submit.click();
    assert.match((await (await posted).allHeaders())['authorization'] ?? '', /^Bearer .+/);

    await page.getByTestId('admin-occasion-row').filter({ hasText: 'Birthday Bloom' }).waitFor();
    // This send came after the refused ones: had any of them been sent, it would be listed first.
    assert.deepEqual(writes, ['POST /api/occasion-products']);
    const [created] = await shop.api.list('occasion-products');
    assert.deepEqual(
      [created.name, created.price, created.category, created.description, created.images.length],
      ['Birthday Bloom', 48, 'birthday', 'Balloons and roses', 2],
    );
    const row = page.locator(`[data-testid="admin-occasion-row"][data-product-id="${created._id}"]`);
    assert.equal(await row.getByTestId('admin-occasion-row-image').count(), 2);
    assert.equal(await row.getByTestId('admin-occasion-row-category').textContent(), 'Birthday');
    assert.ok(await row.getByTestId('admin-occasion-edit').isVisible());
    assert.ok(await row.getByTestId('admin-occasion-delete').isVisible());
    // The form empties after the refreshed list has come (the save waits for it), so wait for it too.
    await eventually(formState(page, 'admin-occasion', ['name', 'price', 'category', 'description']), [
      'add',
      '',
      '',
      '',
      '',
      0,
    ]);
    const section = await shownInShop(shop, '/occasions', 'Birthday Bloom');
    assert.equal(await section.evaluate((card) => card.closest('section')?.id), 'birthday');
  });

  it('occasion products: Cancel sends nothing, an edit without images keeps them, delete after the confirm', async () => {
    const product = await shop.api.createProduct(
      'occasion-products',
      { name: 'Get Well Daisies', price: '39', category: 'get-well', description: 'Bright daisies' },
      { part: 'images', count: 2 },
    );
    const page = await shop.browser.page();
    await openAdmin(page, '/admin/occasion', 'admin-occasion');
    const writes = recordWrites(page, 'occasion-products');
    const form = page.getByTestId('admin-occasion-form');
    const name = page.getByTestId('admin-occasion-name');
    const row = page.locator(`[data-testid="admin-occasion-row"][data-product-id="${product._id}"]`);

    const occasionForm = formState(page, 'admin-occasion', ['name', 'price', 'category', 'description']);

    await row.getByTestId('admin-occasion-edit').click();
    await eventually(occasionForm, ['edit', 'Get Well Daisies', '39', 'get-well', 'Bright daisies', 0]);
    assert.equal(await page.getByTestId('admin-occasion-form-title').textContent(), 'Edit Occasion Product');
    await name.fill('Not saved');
    await page.getByTestId('admin-occasion-cancel').click();
    await eventually(occasionForm, ['add', '', '', '', '', 0]);
    // Anything Cancel sent would come before the PUT below: `writes` is checked whole at the end.
    assert.deepEqual(writes, []);

    await row.getByTestId('admin-occasion-edit').click();
    await name.fill('Get Well Daisies XL');
    const put = page.waitForRequest(
      (r) => r.url().endsWith(`/api/occasion-products/${product._id}`) && r.method() === 'PUT',
    );
    const answered = page.waitForResponse(
      (r) => r.url().endsWith(`/api/occasion-products/${product._id}`) && r.request().method() === 'PUT',
    );
    await page.getByTestId('admin-occasion-submit').click();
    const sent = (await put).postData() ?? '';
    assert.match(sent, /name="name"\r\n\r\nGet Well Daisies XL/);
    assert.equal(partCount(sent, 'images'), 0);
    assert.equal((await answered).status(), 200);
    await row.getByTestId('admin-occasion-row-name').getByText('Get Well Daisies XL').waitFor();
    await eventually(() => form.getAttribute('data-mode'), 'add');
    const [updated] = await shop.api.list('occasion-products');
    assert.deepEqual(
      [updated.name, updated.price, updated.category, updated.images],
      ['Get Well Daisies XL', 39, 'get-well', product.images],
    );

    await deleteAfterConfirm(page, row, 'admin-occasion-delete', 'Delete this product?');
    assert.deepEqual(writes, [
      `PUT /api/occasion-products/${product._id}`,
      `DELETE /api/occasion-products/${product._id}`,
    ]);
    assert.deepEqual(await shop.api.list('occasion-products'), []);
  });

  it('keychains: name and price required, added with those only, a list with Delete only, delete after the confirm', async () => {
    const page = await shop.browser.page();
    await openAdmin(page, '/admin/keychain', 'admin-keychain');
    const writes = recordWrites(page, 'keychains');
    const submit = page.getByTestId('admin-keychain-submit');

    await page.getByTestId('admin-keychain-price').fill('9');
    await submit.click();
    assert.ok(
      await page
        .getByTestId('admin-keychain-name')
        .evaluate((element) => (element as HTMLInputElement).validity.valueMissing),
    );
    await page.getByTestId('admin-keychain-name').fill('Lucky Clover');
    await page.getByTestId('admin-keychain-price').fill('');
    await submit.click();
    assert.ok(
      await page
        .getByTestId('admin-keychain-price')
        .evaluate((element) => (element as HTMLInputElement).validity.valueMissing),
    );
    // Anything sent now would come before the POST below: `writes` is checked whole at the end.
    assert.deepEqual(writes, []);

    await page.getByTestId('admin-keychain-price').fill('9');
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/keychains') && r.method() === 'POST');
    await submit.click();
    const post = await posted;
    assert.match((await post.allHeaders())['authorization'] ?? '', /^Bearer .+/);
    const body = post.postData() ?? '';
    assert.deepEqual(
      ['name', 'price', 'description', 'image'].map((part) => partCount(body, part)),
      [1, 1, 0, 0],
    );
    const row = page.getByTestId('admin-keychain-row').filter({ hasText: 'Lucky Clover' });
    await row.waitFor();
    const [created] = await shop.api.list('keychains');
    assert.deepEqual([created.name, created.price], ['Lucky Clover', 9]);
    assert.ok(!created.imageUrl && !created.description);
    assert.equal(await row.getByTestId('admin-keychain-edit').count(), 0);
    assert.ok(await row.getByTestId('admin-keychain-delete').isVisible());
    await shownInShop(shop, '/keychain', 'Lucky Clover');

    await deleteAfterConfirm(page, row, 'admin-keychain-delete', 'Are you sure you want to delete this product?');
    assert.deepEqual(writes, ['POST /api/keychains', `DELETE /api/keychains/${created._id}`]);
    assert.deepEqual(await shop.api.list('keychains'), []);
  });

  it("keychains: 'Error adding product' and 'Failed to delete product' when the server refuses", async () => {
    const keychain = await shop.api.createProduct(
      'keychains',
      { name: 'Sturdy Star', price: '7' },
      { part: 'image', count: 1 },
    );
    const page = await shop.browser.page();
    const dialogs = recordDialogs(page);
    await page.route('**/api/keychains', refuse('POST'));
    await page.route('**/api/keychains/*', refuse('DELETE'));
    await openAdmin(page, '/admin/keychain', 'admin-keychain');

    await page.getByTestId('admin-keychain-name').fill('Refused Star');
    await page.getByTestId('admin-keychain-price').fill('5');
    await page.getByTestId('admin-keychain-submit').click();
    await until(() => dialogs.length === 1, 'the add failure alert');
    assert.deepEqual(dialogs, ['Error adding product']);
    assert.equal(await page.getByTestId('admin-keychain-name').inputValue(), 'Refused Star');

    const row = page.locator(`[data-product-id="${keychain._id}"]`);
    await row.getByTestId('admin-keychain-delete').click();
    await until(() => dialogs.length === 3, 'the delete failure alert');
    assert.deepEqual(dialogs.slice(1), ['Are you sure you want to delete this product?', 'Failed to delete product']);
    assert.ok(await row.isVisible());
    assert.deepEqual(
      (await shop.api.list('keychains')).map((item) => item.name),
      ['Sturdy Star'],
    );
  });

  it("bouquets: an add carries an Idempotency-Key and toasts 'Bouquet added'; a refused save shows the server's reason beside the form", async () => {
    const page = await shop.browser.page();
    await openAdmin(page, '/admin/bouquet', 'admin-bouquet');
    const form = page.getByTestId('admin-bouquet-form');
    await page.getByTestId('admin-bouquet-name').fill('Lilac Mist');
    await page.getByTestId('admin-bouquet-price').fill('52');

    await page.route('**/api/bouquets', refuse('POST', 400));
    const refused = page.waitForRequest((r) => r.url().endsWith('/api/bouquets') && r.method() === 'POST');
    await page.getByTestId('admin-bouquet-submit').click();
    const firstKey = (await (await refused).allHeaders())['idempotency-key'];
    assert.match(firstKey ?? '', /^[0-9a-f-]{36}$/);
    const reason = form.getByRole('alert');
    await reason.waitFor();
    assert.equal((await reason.textContent())?.trim(), 'Refused by the test');

    await page.unroute('**/api/bouquets');
    // The user corrects the form: a new submission with a new key, then the success toast.
    await page.getByTestId('admin-bouquet-price').fill('54');
    await eventually(() => form.getByRole('alert').count(), 0, 'an edit clears the refusal');
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/bouquets') && r.method() === 'POST');
    await page.getByTestId('admin-bouquet-submit').click();
    const secondKey = (await (await posted).allHeaders())['idempotency-key'];
    assert.match(secondKey ?? '', /^[0-9a-f-]{36}$/);
    assert.notEqual(secondKey, firstKey);
    await page.getByText('Bouquet added', { exact: true }).waitFor();
    await page.getByTestId('admin-bouquet-row').filter({ hasText: 'Lilac Mist' }).waitFor();
    assert.deepEqual(
      (await shop.api.list('bouquets')).map((item) => item.name),
      ['Lilac Mist'],
    );
  });
});
