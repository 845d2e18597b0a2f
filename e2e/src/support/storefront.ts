import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { Browser } from './browser.js';
import type { ShopApi } from './shop-api.js';

/** The eight occasion categories in their order, and the ten paper sheets (SPEC §3). */
export { OCCASION_CATEGORIES, PAPER_SHEETS } from '@flowershop/common/contracts';

/** Creates a product through the admin API; bouquets and occasion products get two pictures. */
export async function createProduct(
  api: ShopApi,
  kind: 'boxes' | 'keychains' | 'bouquets' | 'occasion-products',
  fields: Record<string, string>,
): Promise<{ _id: string; name: string; price: number; images?: string[]; imageUrl?: string; category?: string }> {
  const images = kind === 'boxes' || kind === 'keychains' ? { part: 'image', count: 1 } : { part: 'images', count: 2 };
  return await api.createProduct(kind, fields, images);
}

/** The cart lines kept in session storage `cart`. */
export async function readCart(page: Page): Promise<any[]> {
  return JSON.parse((await page.evaluate(() => sessionStorage.getItem('cart'))) ?? '[]') as any[];
}

/** The prices shown on the cards of a list page, in dollars. */
export async function shownPrices(page: Page): Promise<number[]> {
  return (await page.getByTestId('product-price').allTextContents()).map((text) =>
    Number(text.replace(/[^0-9.]/g, '')),
  );
}

export const ascending = (values: number[]) =>
  values.every((value, index) => index === 0 || values[index - 1]! <= value);
export const descending = (values: number[]) =>
  values.every((value, index) => index === 0 || values[index - 1]! >= value);

/** Waits until the element's top edge is inside the viewport and below the sticky header. */
export async function waitUntilInView(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    if (!element) return false;
    const { top } = element.getBoundingClientRect();
    const header = document.querySelector('[data-testid=site-header]')?.getBoundingClientRect().bottom ?? 0;
    return top >= header - 1 && top < window.innerHeight / 2;
  }, selector);
}

/** Scrolls the window to `y` and waits for the page to have scrolled there. */
export async function scrollWindowTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 1, y);
}

/**
 * Clicks a link and waits until its page has arrived: the address changed and the page's own
 * heading is shown. Clicking the next link before that can miss it, as the footer moves down
 * when the page's code and data arrive (seen on a loaded machine).
 */
export async function followLink(page: Page, link: Locator, path: string): Promise<void> {
  await link.click();
  await page.waitForURL((url) => url.pathname === path, { waitUntil: 'commit' });
  await page.getByTestId('page-loader').waitFor({ state: 'detached' });
  await page.locator('main h1').first().waitFor();
}

/** Nothing sticks out sideways (a phone screen must not scroll horizontally). */
export async function assertNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px viewport`);
}

/** Holds the matching requests until `release()` is called, to see loading states. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until an image has loaded and decoded, and says whether it has pixels. */
export async function imageLoaded(image: Locator): Promise<boolean> {
  await image.scrollIntoViewIfNeeded();
  await image.evaluate((element: HTMLImageElement) => element.decode());
  return await image.evaluate((element: HTMLImageElement) => element.naturalWidth > 0);
}

/**
 * A list page's sort (SPEC §2): choosing Price: High to Low re-fetches `/api/{resource}` with
 * `sort=price_desc` and shows the cards high to low, `firstName` first.
 */
export async function assertSortRefetches(page: Page, resource: string, firstName: string): Promise<void> {
  const request = page.waitForRequest((r) => r.url().includes(`/api/${resource}?sort=price_desc`));
  await page.getByTestId('sort-select').selectOption({ label: 'Price: High to Low' });
  await request;
  await page.waitForFunction(
    (name) => document.querySelector('[data-testid=product-name]')?.textContent === name,
    firstName,
  );
  const prices = await shownPrices(page);
  assert.ok(descending(prices), prices.join(', '));
}

/**
 * A list page's states (SPEC §4): the loading text while `/api/{resource}` is held, then the
 * cards; with the request failing, `failureText` and no cards. Returns the failure text.
 */
export async function assertListStates(
  browser: Browser,
  {
    path,
    resource,
    cardTestId,
    failureText,
  }: { path: string; resource: string; cardTestId: string; failureText: string },
): Promise<Locator> {
  const page = await browser.page();
  const release = await holdRequests(page, `**/api/${resource}*`);
  await page.goto(path);
  await page.getByText('Loading products…', { exact: true }).waitFor();
  release();
  await page.getByTestId(cardTestId).first().waitFor();

  const failing = await browser.page();
  await failing.route(`**/api/${resource}*`, (route) => route.abort());
  await failing.goto(path);
  const error = failing.getByText(failureText, { exact: true });
  await error.waitFor();
  assert.equal(await failing.getByTestId(cardTestId).count(), 0);
  return error;
}

/**
 * Add to Cart on a list card (SPEC §2): hidden until the card is hovered, then it adds the
 * product with the '{name} added to cart' toast (SPEC §8). Returns the saved cart.
 */
export async function addFromCard(page: Page, card: Locator, name: string): Promise<any[]> {
  await card.waitFor();
  const button = card.getByTestId('add-to-cart');
  assert.equal(await button.isVisible(), false);
  // Scroll first: a scroll during the click would move the card away from the mouse and
  // hide the hover-only button again.
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  await button.waitFor({ state: 'visible' });
  // Focus keeps the button shown (focus-within) even if the card moves under the mouse.
  await button.focus();
  await button.click();
  await page.getByText(`${name} added to cart`).first().waitFor();
  return await readCart(page);
}

/**
 * A list page as first opened (SPEC §2): fetched low to high, one card per product of
 * `GET /api/{resource}` with the count, the cover picture, card pictures that load, and the
 * More to Discover links. Returns the page, showing the list.
 */
export async function openListPage(
  browser: Browser,
  api: ShopApi,
  { path, resource, cardTestId }: { path: string; resource: string; cardTestId: string },
): Promise<Page> {
  const page = await browser.page();
  const request = page.waitForRequest((r) => r.url().includes(`/api/${resource}?sort=price_asc`));
  await page.goto(path);
  await request;
  await page.getByTestId(cardTestId).first().waitFor();
  const products = await api.list(resource);
  assert.equal(await page.getByTestId(cardTestId).count(), products.length);
  assert.equal((await page.getByTestId('product-count').textContent())?.trim(), String(products.length));
  const prices = await shownPrices(page);
  assert.ok(ascending(prices), prices.join(', '));
  assert.ok(await imageLoaded(page.getByTestId('cover-banner-image')));
  assert.ok(await imageLoaded(page.getByTestId(cardTestId).first().getByTestId('product-image')));
  const discover = await page
    .getByTestId('more-to-discover')
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  assert.deepEqual(discover, ['/policy', '/delivery', '/about']);
  return page;
}
