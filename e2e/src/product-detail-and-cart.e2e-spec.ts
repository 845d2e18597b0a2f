import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSkipReason, eventually } from './support/browser.js';
import { useShop } from './support/shop-fixture.js';
import { addFromCard, createProduct, holdRequests, imageLoaded, PAPER_SHEETS, readCart } from './support/storefront.js';

type Product = Awaited<ReturnType<typeof createProduct>>;

const total = async (page: Page) => (await page.getByTestId('product-total').textContent())?.trim();
const badge = async (page: Page) => (await page.getByTestId('cart-badge').textContent())?.trim();

/** Chooses a paper sheet (or 'No paper') on a detail page by its name. */
async function chooseSheet(page: Page, name: string): Promise<void> {
  await page.getByRole('radio', { name, exact: true }).check();
}

async function openDetail(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId('sheet-option').first().waitFor();
}

/** Chooses a sheet, adds the product, and waits for the toast and the saved cart. */
async function addToCart(page: Page, name: string, sheet: string): Promise<void> {
  await chooseSheet(page, sheet);
  const before = await page.evaluate(() => sessionStorage.getItem('cart'));
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await page.getByText(`${name} added to cart`).first().waitFor();
  await page.waitForFunction((previous) => sessionStorage.getItem('cart') !== previous, before);
}

describe('shop: product detail pages and the cart', { skip: browserSkipReason() }, () => {
  const shop = useShop();
  let bouquet: Product;
  let gift: Product;

  before(async () => {
    bouquet = await createProduct(shop.api, 'bouquets', {
      name: 'Test Bouquet',
      price: '30',
      description: 'Roses and daisies.',
    });
    gift = await createProduct(shop.api, 'occasion-products', {
      name: 'Birthday Bliss',
      price: '45',
      category: 'birthday',
    });
    await createProduct(shop.api, 'boxes', { name: 'Mini Box', price: '19.5' });
  });

  it('opens /bouquets/{id} directly with the name, the base price and a gallery of both pictures', async () => {
    const page = await shop.browser.page();
    await page.goto(`/bouquets/${bouquet._id}`);
    assert.equal((await page.getByTestId('product-detail-name').textContent())?.trim(), 'Test Bouquet');
    assert.equal((await page.getByTestId('product-base-price').textContent())?.trim(), '$30.00');
    const main = page.getByTestId('gallery-main-image');
    assert.equal(await main.getAttribute('src'), bouquet.images![0]);
    assert.ok(await imageLoaded(main));
    const thumbnails = page.getByTestId('gallery-thumbnail');
    assert.equal(await thumbnails.count(), 2);
    await thumbnails.nth(1).click();
    await page.waitForFunction(
      (src) => document.querySelector('[data-testid=gallery-main-image]')?.getAttribute('src') === src,
      bouquet.images![1],
    );
    assert.ok(await imageLoaded(main));
    await thumbnails.nth(0).click();
    await eventually(() => main.getAttribute('src'), bouquet.images![0]);
  });

  it('opens /occasions/{id} directly with its name and base price', async () => {
    const page = await shop.browser.page();
    await page.goto(`/occasions/${gift._id}`);
    assert.equal((await page.getByTestId('product-detail-name').textContent())?.trim(), 'Birthday Bliss');
    assert.equal((await page.getByTestId('product-base-price').textContent())?.trim(), '$45.00');
  });

  it('offers the ten sheets with picture, name and price; none at first; the total follows the choice', async () => {
    const page = await shop.browser.page();
    await openDetail(page, `/bouquets/${bouquet._id}`);
    const options = page.getByTestId('sheet-option');
    assert.equal(await options.count(), 10);
    const names = (await options.getByTestId('sheet-option-name').allTextContents()).map((text) => text.trim());
    const prices = (await options.getByTestId('sheet-option-price').allTextContents()).map((text) => text.trim());
    assert.deepEqual(
      names,
      PAPER_SHEETS.map((sheet) => sheet.name),
    );
    assert.deepEqual(
      prices,
      PAPER_SHEETS.map((sheet) => `+$${sheet.price}.00`),
    );
    const images = options.getByTestId('sheet-option-image');
    const sources = await images.evaluateAll((elements) => elements.map((element) => element.getAttribute('src')));
    assert.equal(new Set(sources).size, 10);
    for (let index = 0; index < 10; index++) assert.ok(await imageLoaded(images.nth(index)), sources[index]!);

    assert.equal(await page.getByRole('radio', { name: 'No paper', exact: true }).isChecked(), true);
    assert.equal(await page.getByRole('radio', { checked: true }).count(), 1);
    assert.equal(await total(page), '$30.00');
    // Each choice is followed by its total (read until it has been drawn).
    await chooseSheet(page, 'Cow');
    await eventually(() => total(page), '$34.00');
    await chooseSheet(page, 'Simple White');
    await eventually(() => total(page), '$33.00');
    await chooseSheet(page, 'No paper');
    await eventually(() => total(page), '$30.00');
    // Choosing by clicking the sheet's picture works as well.
    await options.filter({ hasText: 'Coach Pink' }).getByTestId('sheet-option-image').click();
    await eventually(() => total(page), '$35.00');
  });

  it('adds the product with Dior Red as {id, name, basePrice, selectedSheet, totalPrice, image, quantity 1}', async () => {
    const page = await shop.browser.page();
    await openDetail(page, `/bouquets/${bouquet._id}`);
    await addToCart(page, 'Test Bouquet', 'Dior Red');
    assert.equal(await badge(page), '1');
    const sheets = (await (await fetch(`${shop.stack.baseUrl}/api/paper-sheets`)).json()) as Array<{
      id: string;
      image: string;
    }>;
    const diorRed = sheets.find((sheet) => sheet.id === 'dior-red')!;
    assert.deepEqual(await readCart(page), [
      {
        id: `${bouquet._id}-dior-red`,
        productId: bouquet._id,
        name: 'Test Bouquet',
        basePrice: 30,
        selectedSheet: { id: 'dior-red', name: 'Dior Red', price: 5, image: diorRed.image },
        totalPrice: 35,
        image: bouquet.images![0],
        quantity: 1,
      },
    ]);

    await page.getByTestId('cart-button').click();
    const line = page.getByTestId('cart-line');
    await line.waitFor();
    assert.equal((await line.getByTestId('cart-line-sheet').textContent())?.trim(), '+ Dior Red ($5.00)');
    assert.equal((await line.getByTestId('cart-line-unit-price').textContent())?.trim(), '$35.00');
  });

  it('merges the same product and sheet into one line; another sheet or none is another line; the badge counts lines', async () => {
    const page = await shop.browser.page();
    await openDetail(page, `/bouquets/${bouquet._id}`);
    await addToCart(page, 'Test Bouquet', 'Cow');
    await addToCart(page, 'Test Bouquet', 'Cow');
    let cart = await readCart(page);
    assert.equal(cart.length, 1);
    assert.equal(cart[0].quantity, 2);
    assert.equal(cart[0].totalPrice, 34);
    assert.equal(await badge(page), '1');

    await addToCart(page, 'Test Bouquet', 'Simple Black');
    await addToCart(page, 'Test Bouquet', 'No paper');
    cart = await readCart(page);
    assert.deepEqual(
      cart.map((line) => [line.id, line.quantity, line.totalPrice, line.selectedSheet?.id ?? null]),
      [
        [`${bouquet._id}-cow`, 2, 34, 'cow'],
        [`${bouquet._id}-simple-black`, 1, 33, 'simple-black'],
        [bouquet._id, 1, 30, null],
      ],
    );
    assert.equal(await badge(page), '3');
  });

  it('keeps the cart over a reload; quantity 0 removes a line; Clear Cart empties it', async () => {
    const page = await shop.browser.page();
    await openDetail(page, `/occasions/${gift._id}`);
    await addToCart(page, 'Birthday Bliss', 'Hermes Pink');
    await addToCart(page, 'Birthday Bliss', 'Hermes Pink');
    await addToCart(page, 'Birthday Bliss', 'No paper');
    const before = await readCart(page);
    assert.equal(before.length, 2);

    await page.reload();
    await page.getByTestId('product-detail').waitFor();
    assert.deepEqual(await readCart(page), before);
    assert.equal(await badge(page), '2');
    await page.getByTestId('cart-button').click();
    const lines = page.getByTestId('cart-line');
    await lines.first().waitFor();
    assert.equal(await lines.count(), 2);
    assert.equal(await lines.first().getByTestId('cart-line-quantity').inputValue(), '2');

    const plain = lines.filter({ hasNotText: 'Hermes Pink' });
    await plain.getByRole('button', { name: 'Decrease quantity' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=cart-line]').length === 1);
    assert.equal(await badge(page), '1');
    assert.deepEqual(
      (await readCart(page)).map((line) => line.id),
      [`${gift._id}-hermes-pink`],
    );

    await page.getByRole('button', { name: 'Clear Cart', exact: true }).click();
    await page.getByText('Cart is empty.').waitFor();
    assert.equal(await badge(page), '0');
    assert.deepEqual(await readCart(page), []);
  });

  it('lets an anonymous visitor fill the cart with a box and a bouquet, without a login prompt', async () => {
    const page = await shop.browser.page();
    await page.goto('/boxes');
    await addFromCard(page, page.getByTestId('box-card').first(), 'Mini Box');
    await openDetail(page, `/bouquets/${bouquet._id}`);
    await addToCart(page, 'Test Bouquet', 'No paper');
    assert.equal((await readCart(page)).length, 2);
    assert.equal(await badge(page), '2');
    assert.equal(await page.getByTestId('login-modal').count(), 0);
  });

  it('Back returns to the page it came from', async () => {
    const page = await shop.browser.page();
    await page.goto('/occasions');
    const card = page.getByTestId('occasion-card').filter({ hasText: 'Birthday Bliss' });
    await card.getByRole('link', { name: 'View Details', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/occasions/${gift._id}`);
    await page.getByTestId('product-detail').waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/occasions');
    await page.getByTestId('occasion-section').first().waitFor();
  });

  it("shows 'Product not found.' for unknown ids", async () => {
    const page = await shop.browser.page();
    for (const path of ['/bouquets/no-such-bouquet', '/occasions/no-such-gift']) {
      await page.goto(path);
      const settled = page.locator(
        '[data-testid=product-not-found], [data-testid=product-detail-error], [data-testid=product-detail]',
      );
      await settled.first().waitFor();
      assert.match((await settled.first().textContent()) ?? '', /^Product not found\./, path);
      assert.equal(await page.getByRole('button', { name: 'Add to Cart', exact: true }).count(), 0);
    }
  });

  it('opened directly, shows the product it was served with in its first render: no loading text, no request for it', async () => {
    const page = await shop.browser.page();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    // Records whether the loading text was ever in the page, however briefly.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid=product-detail-loading]'))
          document.documentElement.dataset.sawLoading = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/bouquets/${bouquet._id}`);
    await page.getByTestId('product-detail').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.sawLoading), undefined);
    assert.ok(!asked.includes(`/api/bouquets/${bouquet._id}`), asked.join('\n'));
  });

  it("shows 'Loading product details...' while loading and 'Failed to load product details.' without Add to Cart on failure", async () => {
    // Reached from a list, the page asks for its product (a page opened directly comes with it).
    const page = await shop.browser.page();
    await page.goto('/bouquets');
    const release = await holdRequests(page, `**/api/bouquets/${bouquet._id}`);
    await page
      .getByTestId('bouquet-card')
      .filter({ hasText: 'Test Bouquet' })
      .getByRole('link', { name: 'Show Details', exact: true })
      .click();
    await page.getByText('Loading product details...', { exact: true }).waitFor();
    release();
    await page.getByTestId('product-detail').waitFor();

    const failing = await shop.browser.page();
    await failing.goto('/occasions');
    await failing.route(`**/api/occasion-products/${gift._id}`, (route) => route.abort());
    await failing
      .locator(`[data-testid=occasion-card][data-product-id="${gift._id}"]`)
      .getByRole('link', { name: 'View Details', exact: true })
      .click();
    await failing.getByText('Failed to load product details.', { exact: true }).waitFor();
    assert.equal(await failing.getByRole('button', { name: 'Add to Cart', exact: true }).count(), 0);
  });

  it('works on a phone screen', async () => {
    const page = await shop.browser.page({ viewport: { width: 375, height: 812 } });
    await openDetail(page, `/bouquets/${bouquet._id}`);
    await chooseSheet(page, 'Dior Green');
    await eventually(() => total(page), '$35.00');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByText('Test Bouquet added to cart').waitFor();
    assert.equal(await badge(page), '1');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `page is ${width}px wide`);
  });
});
