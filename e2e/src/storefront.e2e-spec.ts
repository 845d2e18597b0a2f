import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { browserSkipReason, eventually } from './support/browser.js';
import { useShop } from './support/shop-fixture.js';
import {
  addFromCard,
  assertListStates,
  assertNoSidewaysScroll,
  assertSortRefetches,
  createProduct,
  imageLoaded,
  OCCASION_CATEGORIES,
  openListPage,
  scrollWindowTo,
  shownPrices,
  waitUntilInView,
} from './support/storefront.js';

const PHONE = { width: 375, height: 812 };

describe(
  'shop: storefront pages (home, keychains, bouquets, occasions, information)',
  { skip: browserSkipReason() },
  () => {
    const shop = useShop();
    const occasionIds: Record<string, string[]> = {};
    let bouquetIds: string[] = [];

    before(async () => {
      for (const [name, price] of [
        ['Star Charm', '14'],
        ['Daisy Clip', '9.5'],
        ['Heart Ring', '22'],
      ]) {
        await createProduct(shop.api, 'keychains', { name, price, description: `${name} keychain` });
      }
      for (const [name, price] of [
        ['Rose Dream', '65'],
        ['Sunny Morning', '49'],
        ['Blush Garden', '78'],
      ]) {
        bouquetIds.push((await createProduct(shop.api, 'bouquets', { name, price, description: 'Hand-tied.' }))._id);
      }
      // Every category but get-well gets products; birthday gets three so the page is long.
      const occasions: Array<[string, string, string]> = [
        ['Confetti Box', '49', 'birthday'],
        ['Party Balloons', '59', 'birthday'],
        ['Cake Topper Bouquet', '39', 'birthday'],
        ['Evergreen Thanks', '52', 'fathers-day'],
        ['Mum in Bloom', '69', 'mothers-day'],
        ['Forever Roses', '95', 'anniversary'],
        ['Sweetheart Roses', '58', 'express-love'],
        ['Be Mine Box', '79', 'valentines-day'],
        ['Bravo Sunflowers', '55', 'congratulations'],
      ];
      for (const [name, price, category] of occasions) {
        const product = await createProduct(shop.api, 'occasion-products', {
          name,
          price,
          category,
          description: name,
        });
        (occasionIds[category] ??= []).push(product._id);
      }
      bouquetIds = bouquetIds.filter(Boolean);
    });

    describe('home', () => {
      it('shows the banner heading, a looping video that plays, the About block and the blocks in order', async () => {
        const page = await shop.browser.page();
        await page.goto('/');
        await page.getByRole('heading', { name: 'Explore!', exact: true }).waitFor();
        assert.ok(await page.getByTestId('site-header').isVisible());
        assert.ok(await page.getByTestId('site-footer').isVisible());

        const video = page.getByTestId('home-banner-video');
        assert.equal(await video.evaluate((element: HTMLVideoElement) => element.loop), true);
        assert.equal(await video.evaluate((element: HTMLVideoElement) => element.muted), true);
        await page.waitForFunction(() => {
          const element = document.querySelector('video');
          return !!element && !element.paused && element.currentTime > 0.3;
        });
        const first = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
        await page.waitForFunction((start) => (document.querySelector('video')?.currentTime ?? 0) > start + 0.3, first);
        // Near the end it starts again rather than stopping.
        await video.evaluate((element: HTMLVideoElement) => {
          element.currentTime = element.duration - 0.2;
        });
        await page.waitForFunction(() => {
          const element = document.querySelector('video');
          return !!element && !element.paused && element.currentTime < 1;
        });

        assert.ok(await page.getByTestId('home-about').isVisible());
        const order = await page
          .locator('[data-testid^=home-]')
          .evaluateAll((elements) =>
            elements
              .map((element) => element.getAttribute('data-testid'))
              .filter((id) => !id?.endsWith('-button') && !id?.startsWith('home-banner-')),
          );
        assert.deepEqual(order, [
          'home-page',
          'home-banner',
          'home-about',
          'home-promo-birthday-bucket',
          'home-collections',
          'home-featured',
          'home-promo-money-bouquet',
          'home-promo-key-chains',
        ]);
      });

      it('has the three collection tiles and four featured products from the catalogue', async () => {
        const page = await shop.browser.page();
        await page.goto('/');
        const tiles = page.getByTestId('collection-tile');
        await tiles.first().waitFor();
        const titles = (await tiles.locator('.home-tile__title').allTextContents()).map((text) => text.trim());
        assert.deepEqual(titles, ['Graduation', 'Money Bouquet', 'Boxes']);

        const featured = page.getByTestId('featured-card');
        await featured.first().waitFor();
        assert.equal(await featured.count(), 4);
        const all = (await shop.api.list('occasion-products')).map((product) => product.name);
        for (const name of await featured.getByTestId('product-name').allTextContents())
          assert.ok(all.includes(name), name);
      });

      for (const [label, path] of [
        ['Shop Boxes', '/boxes'],
        ['View more', '/occasions'],
        ['View All', '/occasions'],
        ['Explore Now', '/bouquets'],
        ['Explore', '/keychain'],
      ]) {
        it(`the ${label} button opens ${path}`, async () => {
          const page = await shop.browser.page();
          await page.goto('/');
          await page.getByTestId('featured-card').first().waitFor();
          await page.getByRole('button', { name: label, exact: true }).click();
          await page.waitForURL((url) => url.pathname === path);
        });
      }

      it('the Birthday Bucket promo holds the Shop Boxes button', async () => {
        const page = await shop.browser.page();
        await page.goto('/');
        const promo = page.getByTestId('home-promo-birthday-bucket');
        assert.equal((await promo.getByRole('heading').textContent())?.trim(), 'Birthday Bucket');
        // Waited for, not looked at once: the home screen is a lazily loaded chunk.
        await promo.getByRole('button', { name: 'Shop Boxes', exact: true }).waitFor({ state: 'visible' });
      });

      it('fits a phone screen', async () => {
        const page = await shop.browser.page({ viewport: PHONE });
        await page.goto('/');
        await page.getByTestId('featured-card').first().waitFor();
        await assertNoSidewaysScroll(page);
        assert.ok(await page.getByRole('heading', { name: 'Explore!', exact: true }).isVisible());
      });
    });

    describe('/keychain', () => {
      it('shows the cover, the count of GET /api/keychains and the cards low to high', async () => {
        const page = await openListPage(shop.browser, shop.api, {
          path: '/keychain',
          resource: 'keychains',
          cardTestId: 'keychain-card',
        });
        assert.deepEqual(await shownPrices(page), [9.5, 14, 22]);
      });

      it('re-fetches with sort=price_desc when the sort changes', async () => {
        const page = await shop.browser.page();
        await page.goto('/keychain');
        await page.getByTestId('keychain-card').first().waitFor();
        await assertSortRefetches(page, 'keychains', 'Heart Ring');
      });

      it("shows Add to Cart on hover; it adds {id, name, price, image, quantity 1} with the '{name} added to cart' toast", async () => {
        const page = await shop.browser.page();
        await page.goto('/keychain');
        const card = page.getByTestId('keychain-card').filter({ hasText: 'Star Charm' });
        const [line] = await addFromCard(page, card, 'Star Charm');
        assert.equal((await page.getByTestId('cart-badge').textContent())?.trim(), '1');
        const keychain = (await shop.api.list('keychains')).find((item) => item.name === 'Star Charm');
        assert.equal(line.id, keychain._id);
        assert.equal(line.name, 'Star Charm');
        assert.equal(line.price, 14);
        assert.equal(line.image, keychain.imageUrl);
        assert.equal(line.quantity, 1);
      });

      it("shows 'Loading products…' while loading and 'Failed to load products' on failure", async () => {
        await assertListStates(shop.browser, {
          path: '/keychain',
          resource: 'keychains',
          cardTestId: 'keychain-card',
          failureText: 'Failed to load products',
        });
      });
    });

    describe('/bouquets', () => {
      it('lists GET /api/bouquets low to high with the count, and re-fetches high to low', async () => {
        const page = await openListPage(shop.browser, shop.api, {
          path: '/bouquets',
          resource: 'bouquets',
          cardTestId: 'bouquet-card',
        });
        await assertSortRefetches(page, 'bouquets', 'Blush Garden');
      });

      it('shows the first picture, and the second on hover', async () => {
        const page = await shop.browser.page();
        await page.goto('/bouquets');
        const card = page.getByTestId('bouquet-card').first();
        await card.waitFor();
        const [first, second] = [card.getByTestId('product-image'), card.getByTestId('product-image-hover')];
        assert.ok(await imageLoaded(first));
        assert.ok(await first.isVisible());
        assert.equal(await second.isVisible(), false);
        const id = await card.getAttribute('data-product-id');
        const bouquet = (await shop.api.list('bouquets')).find((item) => item._id === id);
        assert.equal(await first.getAttribute('src'), bouquet.images[0]);
        assert.equal(await second.getAttribute('src'), bouquet.images[1]);
        await card.scrollIntoViewIfNeeded();
        await card.hover();
        await second.waitFor({ state: 'visible' });
        await page.waitForFunction(
          () => getComputedStyle(document.querySelector('[data-testid=product-image-hover]')!).opacity === '1',
        );
        assert.ok(await imageLoaded(second));
      });

      it('Show Details opens /bouquets/{id}', async () => {
        const page = await shop.browser.page();
        await page.goto('/bouquets');
        const card = page.getByTestId('bouquet-card').filter({ hasText: 'Rose Dream' });
        await card.waitFor();
        const id = await card.getAttribute('data-product-id');
        await card.getByRole('link', { name: 'Show Details', exact: true }).click();
        await page.waitForURL((url) => url.pathname === `/bouquets/${id}`);
        assert.equal((await page.getByTestId('product-detail-name').textContent())?.trim(), 'Rose Dream');
      });

      it("shows the loading text, and 'Failed to load bouquets' on failure", async () => {
        await assertListStates(shop.browser, {
          path: '/bouquets',
          resource: 'bouquets',
          cardTestId: 'bouquet-card',
          failureText: 'Failed to load bouquets',
        });
      });
    });

    describe('/occasions', () => {
      it('has the eight sections in order, each product in its own category only', async () => {
        const page = await shop.browser.page();
        await page.goto('/occasions');
        await page.getByTestId('occasion-section').first().waitFor();
        const ids = await page
          .getByTestId('occasion-section')
          .evaluateAll((sections) => sections.map((section) => section.id));
        assert.deepEqual(ids, [...OCCASION_CATEGORIES]);
        const headings = await page.locator('[data-testid=occasion-section] h2').allTextContents();
        assert.deepEqual(headings, [
          'Birthday',
          "Father's Day",
          "Mother's Day",
          'Anniversary',
          'Express Love',
          'Get Well',
          "Valentine's Day",
          'Congratulations',
        ]);
        const products = await shop.api.list('occasion-products');
        assert.equal(await page.getByTestId('occasion-card').count(), products.length);
        for (const category of OCCASION_CATEGORIES) {
          const shown = await page
            .locator(`section#${category} [data-testid=occasion-card]`)
            .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-id')));
          assert.deepEqual(
            [...shown].sort(),
            products
              .filter((product) => product.category === category)
              .map((product) => product._id)
              .sort(),
            category,
          );
        }
      });

      it("shows 'No products available in this category yet.' in an empty category", async () => {
        const page = await shop.browser.page();
        await page.goto('/occasions');
        const getWell = page.locator('section#get-well');
        await getWell.waitFor();
        assert.equal(
          (await getWell.getByTestId('occasion-empty').textContent())?.trim(),
          'No products available in this category yet.',
        );
        assert.equal(await page.getByText('No products available in this category yet.').count(), 1);
      });

      it('View Details opens /occasions/{id}', async () => {
        const page = await shop.browser.page();
        await page.goto('/occasions');
        const card = page.locator('section#anniversary [data-testid=occasion-card]').first();
        await card.waitFor();
        await card.getByRole('link', { name: 'View Details', exact: true }).click();
        await page.waitForURL((url) => url.pathname === `/occasions/${occasionIds.anniversary![0]}`);
        assert.equal((await page.getByTestId('product-detail-name').textContent())?.trim(), 'Forever Roses');
      });

      it('the side list jumps to a section on a desktop screen', async () => {
        const page = await shop.browser.page();
        await page.goto('/occasions');
        await page.getByTestId('occasion-section').first().waitFor();
        assert.equal(await page.getByTestId('occasion-jump-open').isVisible(), false);
        const list = page.getByTestId('occasion-jump-list');
        assert.ok(await list.isVisible());
        await list.getByRole('link', { name: 'Get Well', exact: true }).click();
        await waitUntilInView(page, 'section#get-well');
        assert.ok((await page.evaluate(() => window.scrollY)) > 0);
        // The scroll-spy marks the section being read, and none once back at the top of the page.
        const marked = list.locator('a[aria-current="location"]');
        await eventually(() => marked.allTextContents(), ['Get Well'], 'Get Well marked after the jump');
        await scrollWindowTo(page, 0);
        await eventually(() => marked.count(), 0, 'nothing marked at the top');
        await list.getByRole('link', { name: 'Birthday', exact: true }).click();
        await waitUntilInView(page, 'section#birthday');
        await eventually(() => marked.allTextContents(), ['Birthday'], 'Birthday marked after the jump');
      });

      it('on a phone the list is a drawer: hidden, opened by its control, closed by choosing a category', async () => {
        const page = await shop.browser.page({ viewport: PHONE });
        await page.goto('/occasions');
        await page.getByTestId('occasion-section').first().waitFor();
        const drawer = page.getByTestId('occasion-jump-list');
        assert.equal(await drawer.isVisible(), false);
        await page.getByRole('button', { name: 'Jump to occasion', exact: true }).click();
        await drawer.waitFor({ state: 'visible' });
        await page.waitForFunction(() => {
          const box = document.querySelector('[data-testid=occasion-jump-list]')!.getBoundingClientRect();
          return box.left >= 0 && box.right <= window.innerWidth;
        });
        await drawer.getByRole('link', { name: "Valentine's Day", exact: true }).click();
        await drawer.waitFor({ state: 'hidden' });
        await waitUntilInView(page, 'section#valentines-day');
        await assertNoSidewaysScroll(page);
      });

      it('on a phone, section headings land clear of the sticky header and Jump button, and so does a link Tab reaches under them', async () => {
        const page = await shop.browser.page({ viewport: PHONE });
        await page.goto('/occasions');
        await page.getByTestId('occasion-section').first().waitFor();
        /** Pixels between the element's top and the lowest bottom edge of the sticky header and button (< 0: covered). */
        const clearance = (selector: string) =>
          page.evaluate((css) => {
            const bottom = (testId: string) => document.querySelector(`[data-testid=${testId}]`)!.getBoundingClientRect().bottom;
            return document.querySelector(css)!.getBoundingClientRect().top - Math.max(bottom('site-header'), bottom('occasion-jump-open'));
          }, selector);
        // Scrolling done: the same position in two frames running.
        const settled = () =>
          page.waitForFunction(
            () =>
              new Promise((resolve) => {
                const before = window.scrollY;
                requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === before)));
              }),
          );

        await page.getByRole('button', { name: 'Jump to occasion', exact: true }).click();
        const drawer = page.getByTestId('occasion-jump-list');
        await drawer.getByRole('link', { name: 'Anniversary', exact: true }).click();
        await drawer.waitFor({ state: 'hidden' });
        await waitUntilInView(page, 'section#anniversary');
        await settled();
        const byDrawer = await clearance('#anniversary-title');
        assert.ok(byDrawer >= 0, `the Anniversary heading is ${-byDrawer}px under the sticky bar after the drawer's jump`);

        await page.goto('/occasions#mothers-day');
        await waitUntilInView(page, 'section#mothers-day');
        await settled();
        const byAddress = await clearance('#mothers-day-title');
        assert.ok(byAddress >= 0, `the Mother's Day heading is ${-byAddress}px under the sticky bar when opened by its address`);

        // A View Details link scrolled to just under the Jump button, reached by Tab: brought clear of it.
        const link = page.locator('section#anniversary [data-testid=occasion-card] a').first();
        const linkTop = await link.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
        const buttonBottom = await page.getByTestId('occasion-jump-open').evaluate((element) => element.getBoundingClientRect().bottom);
        await scrollWindowTo(page, Math.round(linkTop - buttonBottom + 10));
        await link.evaluate((element) => {
          const stops = Array.from(document.querySelectorAll<HTMLElement>('main a[href], main button')).filter(
            (stop) => stop.getClientRects().length > 0,
          );
          stops[stops.indexOf(element as HTMLElement) - 1]!.focus({ preventScroll: true });
        });
        await page.keyboard.press('Tab');
        await settled();
        assert.ok(await link.evaluate((element) => element === document.activeElement), 'Tab reached the link');
        const byTab = await clearance('section#anniversary [data-testid=occasion-card] a');
        assert.ok(byTab >= 0, `the focused link is ${-byTab}px under the sticky bar`);
      });

      it('shows the scroll-to-top button past 300px only; it scrolls back to the top', async () => {
        const page = await shop.browser.page();
        await page.goto('/occasions');
        await page.getByTestId('occasion-section').first().waitFor();
        const button = page.getByRole('button', { name: 'Scroll to top', exact: true });
        assert.equal(await button.count(), 0);
        await scrollWindowTo(page, 350);
        await button.waitFor({ state: 'visible' });
        // Back to 250px it goes again: waited for, so the page has surely handled that scroll.
        await scrollWindowTo(page, 250);
        await button.waitFor({ state: 'detached' });
        await scrollWindowTo(page, 350);
        await button.waitFor({ state: 'visible' });
        await button.click();
        await page.waitForFunction(() => window.scrollY === 0);
        await button.waitFor({ state: 'detached' });
      });

      it('header anchors land on their section, also when opened directly', async () => {
        const page = await shop.browser.page();
        await page.goto('/');
        // The drop-down shows on hover; focus keeps it open (focus-within) while the mouse travels.
        await page.getByTestId('occasions-menu').hover();
        const anniversary = page.getByTestId('occasion-link-anniversary');
        await anniversary.waitFor({ state: 'visible' });
        await anniversary.focus();
        await anniversary.click();
        await page.waitForURL((url) => url.pathname === '/occasions' && url.hash === '#anniversary');
        await waitUntilInView(page, 'section#anniversary');

        const direct = await shop.browser.page();
        await direct.goto('/occasions#congratulations');
        await waitUntilInView(direct, 'section#congratulations');
      });
    });

    describe('information pages', () => {
      it('/policy is the Substitution Policy', async () => {
        const page = await shop.browser.page();
        await page.goto('/policy');
        await page.getByRole('heading', { level: 1, name: 'Substitution Policy' }).waitFor();
        assert.match((await page.getByTestId('policy-page').textContent()) ?? '', /equal or greater value/);
      });

      it('/delivery has the chart and the delivery time', async () => {
        const page = await shop.browser.page();
        await page.goto('/delivery');
        await page.getByRole('heading', { level: 1, name: 'Delivery Information' }).waitFor();
        const rows = await page
          .getByTestId('delivery-chart')
          .locator('tbody tr')
          .evaluateAll((trs) =>
            trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim())),
          );
        assert.deepEqual(rows, [
          ['0–2 kg', 'up to 30cm', '$5'],
          ['2–5 kg', 'up to 50cm', '$10'],
          ['5–10 kg', 'up to 80cm', '$15'],
        ]);
        await page.getByText('Delivery time 24–48 hours after confirmation').waitFor();
      });

      it('/about is About The Shop, with the pickup at the mall in New Jersey', async () => {
        const page = await shop.browser.page();
        await page.goto('/about');
        await page.getByRole('heading', { level: 1, name: 'About The Shop' }).waitFor();
        assert.match((await page.getByTestId('about-page').textContent()) ?? '', /Mall.*NJ/s);
      });
    });

    it('every storefront page fits a phone screen', async () => {
      const page = await shop.browser.page({ viewport: PHONE });
      for (const [path, ready] of [
        ['/keychain', 'keychain-card'],
        ['/bouquets', 'bouquet-card'],
        ['/occasions', 'occasion-card'],
        [`/bouquets/${bouquetIds[0]}`, 'product-detail'],
        ['/policy', 'policy-page'],
        ['/delivery', 'delivery-page'],
        ['/about', 'about-page'],
      ]) {
        await page.goto(path!);
        await page.getByTestId(ready!).first().waitFor();
        await assertNoSidewaysScroll(page);
      }
    });

    describe('list state in the URL, Retry and tab titles', () => {
      it('keeps the sort in the URL: a reload and Back from a detail page keep it', async () => {
        const page = await shop.browser.page();
        await page.goto('/bouquets');
        await page.getByTestId('bouquet-card').first().waitFor();
        // The tab title is set in an effect, after the cards are drawn.
        await eventually(() => page.title(), 'Bouquets · Bloom & Box');
        await assertSortRefetches(page, 'bouquets', 'Blush Garden');
        await eventually(async () => new URL(page.url()).search, '?sort=price_desc');

        await page.reload();
        await page.waitForFunction(
          () => document.querySelector('[data-testid=product-name]')?.textContent === 'Blush Garden',
        );
        assert.equal(await page.getByTestId('sort-select').inputValue(), 'price_desc');

        await page.getByTestId('bouquet-card').first().getByTestId('product-details-link').click();
        await page.getByTestId('product-detail-name').waitFor();
        await page.waitForFunction(() => document.title === 'Blush Garden · Bloom & Box');
        await page.goBack();
        await page.getByTestId('bouquet-card').first().waitFor();
        assert.equal(new URL(page.url()).search, '?sort=price_desc');
        await eventually(
          async () => [
            await page.getByTestId('sort-select').inputValue(),
            await page.getByTestId('product-name').first().textContent(),
          ],
          ['price_desc', 'Blush Garden'],
        );
      });

      it('keeps the reader in place when the sort changes (no jump to the top)', async () => {
        const page = await shop.browser.page({ viewport: { width: 375, height: 500 } });
        await page.goto('/bouquets');
        await page.getByTestId('bouquet-card').first().waitFor();
        // The cover banner sits above the sort control, so bringing it into view scrolls the page.
        await page.getByTestId('sort-select').evaluate((select) => select.scrollIntoView({ block: 'start' }));
        const before = await page.evaluate(() => Math.round(window.scrollY));
        assert.ok(before > 0, 'the sort control should be below the fold');
        await page.getByTestId('sort-select').selectOption('price_desc');
        await page.waitForURL(/sort=price_desc/);
        await page.waitForFunction(
          () => document.querySelector('[data-testid=product-name]')?.textContent === 'Blush Garden',
        );
        assert.equal(await page.evaluate(() => Math.round(window.scrollY)), before);
      });

      it('offers Retry when a list fails, and Retry loads it', async () => {
        const page = await shop.browser.page();
        await page.route('**/api/keychains*', (route) => route.abort());
        await page.goto('/keychain');
        await page.getByText('Failed to load products', { exact: true }).waitFor();
        await page.unroute('**/api/keychains*');
        await page.getByTestId('product-grid').getByRole('button', { name: 'Retry' }).click();
        await page.getByTestId('keychain-card').first().waitFor();
        assert.equal(await page.getByTestId('products-error').count(), 0);
      });

      it("names the tab: 'Not found' for an unknown path, the product's name on a detail page", async () => {
        const page = await shop.browser.page();
        await page.goto('/no-such-page');
        await page.getByTestId('not-found').waitFor();
        await page.waitForFunction(() => document.title === 'Not found · Bloom & Box');
        await page.goto(`/bouquets/${bouquetIds[0]}`);
        await page.getByTestId('product-detail-name').waitFor();
        await page.waitForFunction(() => document.title === 'Rose Dream · Bloom & Box');
        await page.goto('/occasions');
        await page.waitForFunction(() => document.title === 'Occasions · Bloom & Box');
      });
    });
  },
);
