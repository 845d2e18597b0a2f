import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { OCCASION_CATEGORIES } from '@flowershop/common/contracts';
import { SHOP_DETAILS } from '@flowershop/common/shop-rules';
import { ADMIN_NAV_PATHS, signIn } from './support/admin.js';
import { browserSkipReason, eventually } from './support/browser.js';
import { useShop } from './support/shop-fixture.js';
import { assertNoSidewaysScroll, followLink } from './support/storefront.js';

const OCCASION_ANCHORS = OCCASION_CATEGORIES;

/** The first Tab stop is "Skip to content", on screen while focused; Enter puts focus on <main id=mainId>. */
async function assertSkipLink(page: Page, mainId: string): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  assert.ok(await skip.evaluate((element) => element === document.activeElement), 'the skip link is the first stop');
  const box = (await skip.boundingBox())!;
  const viewport = page.viewportSize()!;
  assert.ok(box.y >= 0 && box.x >= 0 && box.x + box.width <= viewport.width && box.height >= 24, `skip link at ${JSON.stringify(box)}`);
  await page.keyboard.press('Enter');
  await page.waitForFunction((id) => document.activeElement?.id === id, mainId);
  // The next Tab continues inside the main content, past the header or sidebar.
  await page.keyboard.press('Tab');
  assert.ok(
    await page.evaluate((id) => document.getElementById(id)!.contains(document.activeElement), mainId),
    'Tab after skipping stays in the main content',
  );
}

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
      await followLink(page, nav.getByRole('link', { name: label, exact: true }), path);
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

  it('"Skip to content" is the first Tab stop on a phone, shown while focused, and moves focus to the main content', async () => {
    const page = await shop.browser.page({ viewport: { width: 375, height: 740 } });
    await page.goto('/boxes');
    await page.getByTestId('site-header').waitFor();
    await assertSkipLink(page, 'main');
  });

  it('"Skip to content" paints nothing on the page until focused, not even its shadow', async () => {
    const page = await shop.browser.page({ viewport: { width: 375, height: 740 } });
    await page.goto('/about');
    await page.getByTestId('site-header').waitFor();
    // How far down the link paints: its box plus its shadow's y offset, blur and spread.
    const paintedBottom = () =>
      page.getByTestId('skip-link').evaluate((link) => {
        const shadow = getComputedStyle(link).boxShadow;
        const [, y = 0, blur = 0, spread = 0] = shadow === 'none' ? [] : (shadow.match(/-?[\d.]+px/g) ?? []).map(parseFloat);
        return link.getBoundingClientRect().bottom + Math.max(0, y + blur + spread);
      });
    const bottom = await paintedBottom();
    assert.ok(bottom <= 0, `the hidden skip link paints down to y=${bottom}`);
    await page.keyboard.press('Tab');
    assert.ok((await paintedBottom()) > 0, 'focused, it is on screen');
  });

  it('the occasions drop-down opens by hover or its toggle only; aria-expanded follows it; Escape and leaving close it', async () => {
    const page = await shop.browser.page({ viewport: { width: 1280, height: 800 } });
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Show occasions' });
    const list = page.getByTestId('occasions-menu-list');
    const focusedTestId = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? null);
    await page.getByTestId('nav-link-occasions').focus();
    await page.keyboard.press('Tab');
    assert.ok(await toggle.evaluate((element) => element === document.activeElement), 'Tab reaches the toggle');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await list.isVisible(), false, 'focus on the toggle opens nothing');
    // Tab goes past the closed list to the next header link.
    await page.keyboard.press('Tab');
    assert.equal(await focusedTestId(), 'nav-link-custom-orders');

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'visible' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Tab');
    assert.equal(await focusedTestId(), 'occasion-link-birthday');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.ok(await toggle.evaluate((element) => element === document.activeElement), 'Escape gives focus back to the toggle');

    // Opened, then left by Tab past its last link: it closes.
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'visible' });
    await page.getByTestId('occasion-link-congratulations').focus();
    await page.keyboard.press('Tab');
    await list.waitFor({ state: 'hidden' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');

    // The mouse shows it while resting on the menu, and aria-expanded says so.
    await page.getByTestId('occasions-menu').hover();
    await list.waitFor({ state: 'visible' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await page.mouse.move(5, 700);
    await list.waitFor({ state: 'hidden' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  });

  it('footer holds exactly the five page links, each reaching its page, and tel:/mailto: contact links', async () => {
    const page = await shop.browser.page();
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    const links = footer.getByRole('navigation', { name: 'Footer' }).locator('a');
    // evaluateAll does not wait: on a loaded machine the footer may not be drawn yet.
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((found) => found.map((link) => link.getAttribute('href')));
    assert.deepEqual([...hrefs].sort(), ['/', '/about', '/delivery', '/occasions', '/policy']);
    assert.match((await page.getByTestId('footer-phone').getAttribute('href')) ?? '', /^tel:\+1\d{10}$/);
    assert.match((await page.getByTestId('footer-email').getAttribute('href')) ?? '', /^mailto:[^@\s]+@[^@\s]+$/);
    for (const path of ['/about', '/delivery', '/occasions', '/policy', '/']) {
      await followLink(page, footer.locator(`a[href="${path}"]`), path);
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

  it('the header fits every width from 320 to 1920px with the cart icon and badge on screen', async () => {
    const page = await shop.browser.page();
    for (const width of [320, 375, 768, 980, 1024, 1100, 1280, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      await page.getByTestId('site-header').waitFor();
      await assertNoSidewaysScroll(page);
      for (const testId of ['cart-button', 'cart-badge']) {
        const box = await page.getByTestId(testId).boundingBox();
        assert.ok(box, `${testId} rendered at ${width}px`);
        assert.ok(
          box.x >= 0 && box.x + box.width <= width && box.y >= 0,
          `${testId} at ${JSON.stringify(box)} in ${width}px`,
        );
      }
      // Nothing is drawn over the icon: the point at its centre belongs to the cart button.
      const onTop = await page.getByTestId('cart-button').evaluate((button) => {
        const { x, y, width: w, height: h } = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(x + w / 2, y + h / 2));
      });
      assert.ok(onTop, `cart icon covered at ${width}px`);
    }
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
      // As a browser loads a page: the gateway answers index.html only to requests asking for HTML.
      const response = await fetch(`${shop.stack.baseUrl}${path}`, { headers: { accept: 'text/html' } });
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /text\/html/);
    }
    const page = await shop.browser.page({ viewport: { width: 375, height: 812 } });
    await page.goto('/no/such/page');
    await page.getByTestId('not-found').waitFor();
    // On a phone the card keeps a margin on each side, as every page's content does.
    const card = await page.getByTestId('not-found').boundingBox();
    assert.ok(
      card && card.x >= 12 && card.x + card.width <= 375 - 12,
      `card from ${card?.x} to ${card && card.x + card.width}`,
    );
    await page.getByTestId('not-found-home-link').click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows the shop’s name and "Loading the shop…" while the app’s code is on its way, then the page in its place', async () => {
    const page = await shop.browser.page({ viewport: { width: 360, height: 740 } });
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    // A slow connection, as far as the page can tell: no script arrives until released.
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const boot = page.getByRole('status').filter({ hasText: 'Loading the shop…' });
    await boot.waitFor();
    // index.html is plain HTML: its name is written there, and must stay the shop's.
    assert.equal(await page.locator('.boot-shell__name').textContent(), SHOP_DETAILS.name);
    const box = (await boot.boundingBox())!;
    assert.ok(box.width > 0 && box.height > 0, 'painted on the page');
    release();
    await page.getByTestId('site-header').waitFor();
    assert.equal(await page.locator('.boot-shell').count(), 0, 'the first render takes its place');
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
    const shown = (await page.getByTestId('route-error').textContent()) ?? '';
    assert.match(shown, /Loading chunk failed/);
    // The technical detail (error name, file, network reason) goes to the console, not to shoppers.
    assert.doesNotMatch(shown, /ChunkLoadError|assets|\.js|net::|Failed to fetch/);
    assert.ok(await page.getByTestId('reload-button').isVisible());
    // The console message travels apart from the page's DOM: wait for it rather than look once.
    const reported = () => errors.some((text) => /ChunkLoadError/.test(text) || /Loading chunk failed/.test(text));
    await eventually(async () => reported(), true, 'ChunkLoadError in the console');
  });

  it('the admin panel starts with "Skip to content" too, moving focus to the section', async () => {
    const page = await shop.browser.page({ viewport: { width: 375, height: 740 } });
    await signIn(page);
    // From a fresh load, as a keyboard user arrives.
    await page.goto('/admin/boxes');
    await page.getByTestId('admin-add-box-name').waitFor();
    await assertSkipLink(page, 'admin-main');
  });

  it('admin Logout revokes the token on the server: the old token then gets 401', async () => {
    const page = await shop.browser.page();
    await signIn(page);
    const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
    assert.ok(token);
    const writeWith = (bearer: string) =>
      fetch(`${shop.stack.baseUrl}/api/boxes/no-such-box`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${bearer}` },
      });
    assert.notEqual((await writeWith(token)).status, 401, 'the token works before Logout');

    await page.getByTestId('admin-logout').click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    assert.deepEqual(
      await page.evaluate(() => [sessionStorage.getItem('adminToken'), localStorage.getItem('adminToken')]),
      [null, null],
    );
    assert.equal((await writeWith(token)).status, 401);
    const cookies = await page.context().cookies();
    assert.deepEqual(
      cookies.filter((cookie) => cookie.httpOnly),
      [],
      'admin cookie cleared',
    );
  });

  it('the admin panel works on a 360px phone: the sidebar is a Menu disclosure, no sideways scroll', async () => {
    const page = await shop.browser.page({ viewport: { width: 360, height: 740 } });
    await signIn(page);
    const menuButton = page.getByTestId('admin-menu-button');
    const bouquetLink = page.getByTestId('admin-nav-bouquet');
    assert.equal(await menuButton.getAttribute('aria-expanded'), 'false');
    assert.ok(!(await bouquetLink.isVisible()), 'sections folded away');
    await assertNoSidewaysScroll(page);

    await menuButton.click();
    await page.locator('[data-testid="admin-menu-button"][aria-expanded="true"]').waitFor();
    await bouquetLink.click();
    await page.waitForURL((url) => url.pathname === '/admin/bouquet');
    // The menu folds in an effect after the route changes, so wait for it rather than read at once.
    await page.locator('[data-testid="admin-menu-button"][aria-expanded="false"]').waitFor();
    assert.ok(!(await bouquetLink.isVisible()), 'menu folds after navigating');

    for (const path of ADMIN_NAV_PATHS) {
      await page.goto(path);
      await page.getByTestId('admin-sidebar').waitFor();
      await page.waitForLoadState('networkidle');
      await assertNoSidewaysScroll(page);
      // The page starts right under the bar, however short it is (not half-way down the screen).
      const bar = await page.getByTestId('admin-sidebar').boundingBox();
      const content = await page.locator('main.admin-shell__content').boundingBox();
      assert.ok(bar && content, path);
      assert.ok(
        Math.abs(content.y - (bar.y + bar.height)) <= 1,
        `${path}: the page starts ${content.y - bar.y - bar.height} px below the bar`,
      );
    }
  });

  it("the schedule's opening hours have room for a whole 12-hour time at 320, 375 and 768 px", async () => {
    const page = await shop.browser.page({ viewport: { width: 320, height: 740 } });
    await signIn(page);
    for (const width of [320, 375, 768]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/admin/schedule');
      await page.getByTestId('schedule-open-0').waitFor();
      // The field's inner width against "10:00 PM" in its font plus the picker icon (~1.75em; at
      // 320 px the squeezed fields showed "06:00" with PM cut off).
      const squeezed = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLInputElement>('[data-testid^="schedule-day-"] input[type="time"]')].flatMap(
          (input) => {
            const style = getComputedStyle(input);
            const probe = document.createElement('span');
            probe.style.font = style.font;
            probe.style.whiteSpace = 'pre';
            probe.textContent = '10:00 PM';
            document.body.append(probe);
            const needed = probe.getBoundingClientRect().width + 1.75 * parseFloat(style.fontSize);
            probe.remove();
            const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            return room >= needed ? [] : [`${input.dataset.testid}: ${Math.round(room)} < ${Math.round(needed)} px`];
          },
        ),
      );
      assert.deepEqual(squeezed, [], `${width} px`);
      await assertNoSidewaysScroll(page);
    }
  });
});
