import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { browserSkipReason } from './support/browser.js';
import { useShop } from './support/shop-fixture.js';
import { addFromCard, assertListStates, assertSortRefetches, shownPrices } from './support/storefront.js';

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
    assert.deepEqual(await shownPrices(page), [19.5, 45, 80]);
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
    await assertSortRefetches(page, 'boxes', 'Grand Box');
    assert.deepEqual(await shownPrices(page), [80, 45, 19.5]);
  });

  it("shows 'Loading products…' while loading and 'Failed to load products' in red on failure", async () => {
    const error = await assertListStates(shop.browser, {
      path: '/boxes',
      resource: 'boxes',
      cardTestId: 'box-card',
      failureText: 'Failed to load products',
    });
    const colour = await error.evaluate((element) => getComputedStyle(element).color);
    const [r, g, b] = colour.match(/\d+/g)!.map(Number);
    assert.ok(r > 150 && g < 100 && b < 100, `expected red, got ${colour}`);
  });

  it('shows Add to Cart on hover and adds the box to the cart with a toast', async () => {
    const page = await shop.browser.page();
    await page.goto('/boxes');
    const cart = await addFromCard(page, page.getByTestId('box-card').first(), 'Mini Box');
    assert.equal((await page.getByTestId('cart-badge').textContent())?.trim(), '1');
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
