import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OCCASION_CATEGORIES } from '@flowershop/common';
import { browserSkipReason } from './support/browser.js';
import { useShop } from './support/shop-fixture.js';

const OCCASION_ANCHORS = OCCASION_CATEGORIES;

describe('shop: shared layout, routing and lazy loading', { skip: browserSkipReason() }, () => {
  const shop = useShop();

  it('header links reach their routes; the occasions menu holds the eight anchors in order', async () => {
    const page = await shop.browser.page();
    await page.goto('/boxes');
    const nav = page.getByTestId('main-nav');
    for (const [label, path] of [
      ['Home', '/'],
      ['Bouquets', '/bouquets'],
      ['Boxes', '/boxes'],
      ['Keychain', '/keychain'],
      ['Customized', '/custom-orders'],
      ['Contact', '/contact'],
    ]) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
    }
    await page.getByTestId('orders-link').click();
    await page.waitForURL((url) => url.pathname === '/orders');
    const anchors = await page
      .getByTestId('occasions-menu-list')
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.deepEqual(
      anchors,
      OCCASION_ANCHORS.map((anchor) => `/occasions#${anchor}`),
    );
    assert.equal(await page.getByTestId('nav-link-occasions').getAttribute('href'), '/occasions');
    await page.goto('/contact');
    await page.getByTestId('logo-link').click();
    await page.waitForURL((url) => url.pathname === '/');
    assert.ok(await page.getByTestId('login-button').isVisible());
    assert.ok(await page.getByTestId('cart-button').isVisible());
    assert.equal(await page.getByTestId('cart-badge').count(), 1);
  });

  it('footer holds exactly the five links, each reaching its page', async () => {
    const page = await shop.browser.page();
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.deepEqual([...hrefs].sort(), ['/', '/about', '/delivery', '/occasions', '/policy']);
    for (const path of ['/about', '/delivery', '/occasions', '/policy', '/']) {
      await footer.locator(`a[href="${path}"]`).click();
      await page.waitForURL((url) => url.pathname === path);
    }
  });

  it('scrolls to the top on navigation', async () => {
    const page = await shop.browser.page({ viewport: { width: 1280, height: 500 } });
    await page.goto('/boxes');
    await page.getByTestId('more-to-discover').waitFor();
    await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
    assert.ok((await page.evaluate(() => window.scrollY)) > 0);
    await page.getByTestId('site-footer').locator('a[href="/policy"]').click();
    await page.waitForURL((url) => url.pathname === '/policy');
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it('the mobile menu has every header link but Customized', async () => {
    const page = await shop.browser.page({ viewport: { width: 375, height: 812 } });
    await page.goto('/');
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor();
    const hrefs = await menu.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const path of ['/', '/bouquets', '/boxes', '/keychain', '/occasions', '/contact', '/orders']) {
      assert.ok(hrefs.includes(path), `${path} missing from ${hrefs.join(', ')}`);
    }
    assert.ok(!hrefs.includes('/custom-orders'));
  });

  it('serves the SPA for deep links and reloads, and shows a not-found page for unknown paths', async () => {
    for (const path of ['/bouquets/abc', '/admin/orders']) {
      const response = await fetch(`${shop.stack.baseUrl}${path}`);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /text\/html/);
    }
    const page = await shop.browser.page();
    await page.goto('/no/such/page');
    await page.getByTestId('not-found').waitFor();
    await page.getByTestId('not-found-home-link').click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it("reports a lazy screen whose script fails to load as ChunkLoadError 'Loading chunk failed', with a reload button", async () => {
    const page = await shop.browser.page();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await page.getByTestId('site-header').waitFor();
    await page.route(/\/assets\/(BoxesRoute|BoxesPage)[^/]*\.js$/, (route) => route.abort());
    await page.getByTestId('main-nav').getByRole('link', { name: 'Boxes', exact: true }).click();
    await page.getByTestId('route-error').waitFor();
    assert.match((await page.getByTestId('route-error').textContent()) ?? '', /Loading chunk failed/);
    assert.ok(await page.getByTestId('reload-button').isVisible());
    assert.ok(
      errors.some((text) => /ChunkLoadError/.test(text) || /Loading chunk failed/.test(text)),
      errors.join('\n'),
    );
  });
});
