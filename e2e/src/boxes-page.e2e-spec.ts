import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { browserSkipReason } from './support/browser.js';
import { useShop } from './support/shop-fixture.js';

const prices = async (page: import('playwright-core').Page) =>
  (await page.getByTestId('product-price').allTextContents()).map((text) => Number(text.replace(/[^0-9.]/g, '')));

describe('shop: /boxes', { skip: browserSkipReason() }, () => {
  const shop = useShop();

  before(async () => {
    for (const [name, price] of [
      ['Ruby Box', '45'],
      ['Mini Box', '19.5'],
      ['Grand Box', '80'],
    ]) {
      await shop.api.createProduct('boxes', { name, price }, { part: 'image', count: 1 });
    }
  });

  it('lists every box low to high with image, name, price in dollars and the count', async () => {
    const page = await shop.browser.page();
    await page.goto('/boxes');
    await page.getByTestId('box-card').first().waitFor();
    assert.deepEqual(await prices(page), [19.5, 45, 80]);
    assert.deepEqual(await page.getByTestId('product-name').allTextContents(), ['Mini Box', 'Ruby Box', 'Grand Box']);
    assert.match((await page.getByTestId('product-price').first().textContent()) ?? '', /^\$19\.50$/);
    assert.match((await page.getByTestId('product-count').textContent()) ?? '', /\b3\b/);
    const images = page.locator('[data-testid=box-card] img');
    for (let i = 0; i < 3; i++) {
      // Images load lazily: bring each into view, then wait until it has decoded.
      await images.nth(i).scrollIntoViewIfNeeded();
      await images.nth(i).evaluate((image: HTMLImageElement) => image.decode());
      assert.ok(await images.nth(i).evaluate((image: HTMLImageElement) => image.naturalWidth > 0));
    }
    assert.ok(await page.getByTestId('cover-banner').isVisible());
    const options = await page.getByTestId('sort-select').locator('option').allTextContents();
    assert.deepEqual(options, ['Price: Low to High', 'Price: High to Low']);
  });

  it('re-fetches with sort=price_desc when the sort changes', async () => {
    const page = await shop.browser.page();
    await page.goto('/boxes');
    await page.getByTestId('box-card').first().waitFor();
    const request = page.waitForRequest((r) => r.url().includes('/api/boxes?sort=price_desc'));
    await page.getByTestId('sort-select').selectOption({ label: 'Price: High to Low' });
    await request;
    await page.waitForFunction(() => document.querySelector('[data-testid=product-name]')?.textContent === 'Grand Box');
    assert.deepEqual(await prices(page), [80, 45, 19.5]);
  });

  it("shows 'Loading products…' while loading and 'Failed to load products' in red on failure", async () => {
    const page = await shop.browser.page();
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/boxes*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/boxes');
    await page.getByText('Loading products…').waitFor();
    release();
    await page.getByTestId('box-card').first().waitFor();

    const failing = await shop.browser.page();
    await failing.route('**/api/boxes*', (route) => route.abort());
    await failing.goto('/boxes');
    const error = failing.getByText('Failed to load products');
    await error.waitFor();
    const colour = await error.evaluate((element) => getComputedStyle(element).color);
    const [r, g, b] = colour.match(/\d+/g)!.map(Number);
    assert.ok(r > 150 && g < 100 && b < 100, `expected red, got ${colour}`);
    assert.equal(await failing.getByTestId('box-card').count(), 0);
  });

  it('shows Add to Cart on hover and adds the box to the cart with a toast', async () => {
    const page = await shop.browser.page();
    await page.goto('/boxes');
    const card = page.getByTestId('box-card').first();
    await card.waitFor();
    const button = card.getByTestId('add-to-cart');
    assert.equal(await button.isVisible(), false);
    await card.hover();
    await button.waitFor({ state: 'visible' });
    await button.click();
    await page.getByText('Mini Box added to cart').waitFor();
    assert.equal((await page.getByTestId('cart-badge').textContent())?.trim(), '1');
    const cart = JSON.parse((await page.evaluate(() => sessionStorage.getItem('cart'))) ?? '[]');
    assert.equal(cart.length, 1);
    assert.equal(cart[0].quantity, 1);
    assert.equal(cart[0].price, 19.5);
    assert.equal(cart[0].name, 'Mini Box');
  });

  it('sends the stored customer token as a bearer header with cookies included', async () => {
    const page = await shop.browser.page();
    await page.goto('/');
    await page.evaluate(() => sessionStorage.setItem('token', 't'));
    const request = page.waitForRequest((r) => r.url().includes('/api/boxes'));
    await page.goto('/boxes');
    assert.equal((await request).headers()['authorization'], 'Bearer t');
  });

  it('links More to Discover to the policy, delivery and about pages', async () => {
    const page = await shop.browser.page();
    await page.goto('/boxes');
    await page.getByTestId('more-to-discover').waitFor();
    const hrefs = await page
      .getByTestId('more-to-discover')
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.deepEqual([...hrefs].sort(), ['/about', '/delivery', '/policy']);
  });
});
