import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSkipReason } from './support/browser.js';
import { useShop } from './support/shop-fixture.js';

/** Issue 12's bound for Cumulative Layout Shift on the storefront's main pages. */
const MAX_SHIFT = 0.05;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

declare global {
  interface Window {
    layoutShifts: { value: number; sources: string[] }[];
  }
}

/**
 * Records every layout shift from the page's first paint on (Chromium's PerformanceObserver
 * 'layout-shift'), with the elements that moved, before any of the page's own code runs.
 */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (!entry.hadRecentInput) {
          window.layoutShifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map((source) => describe(source.node)),
          });
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The page has settled: what shows that its data arrived is visible, every picture in the first
 * screen has loaded (or failed; lazy ones further down wait for scrolling), and two frames have
 * been drawn since, so the last shifts are reported.
 */
async function settle(page: Page, loadedTestId: string): Promise<void> {
  await page.getByTestId(loadedTestId).first().waitFor();
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete),
  );
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** The sum of every shift since the page opened: never less than its CLS (the worst window of shifts). */
async function shiftScore(page: Page): Promise<{ score: number; detail: string }> {
  const shifts = await page.evaluate(() => window.layoutShifts);
  return {
    score: shifts.reduce((sum, shift) => sum + shift.value, 0),
    detail: shifts.map((shift) => `${shift.value.toFixed(3)} (${shift.sources.join(', ')})`).join('; '),
  };
}

describe('shop: the storefront loads steadily (layout shifts, picture sizes)', { skip: browserSkipReason() }, () => {
  // The demo catalogue: real drawn pictures, six bouquets, every occasion, the ten paper sheets.
  const shop = useShop({ env: { SEED_DEMO: 'true' } });
  let detailPath = '';

  before(async () => {
    const [bouquet] = await shop.api.list('bouquets');
    // Without bouquets the demo seed failed at start-up: the catalogue's own lines say why.
    const seedLines = () =>
      shop.stack
        .logs()
        .split('\n')
        .filter((line) => /demo|seed|draw/i.test(line));
    assert.ok(bouquet, `the demo catalogue has bouquets\n${bouquet ? '' : seedLines().join('\n')}`);
    detailPath = `/bouquets/${encodeURIComponent(bouquet._id)}`;
  });

  const pages = [
    { name: 'home', path: () => '/', loaded: 'featured-card' },
    { name: 'bouquets', path: () => '/bouquets', loaded: 'bouquet-card' },
    { name: 'a bouquet', path: () => detailPath, loaded: 'sheet-option' },
    { name: 'occasions', path: () => '/occasions', loaded: 'occasion-card' },
  ];

  for (const [screen, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    for (const { name, path, loaded } of pages) {
      it(`${name} on a ${screen}: layout shifts add up to at most ${MAX_SHIFT} from opening until loaded`, async () => {
        const page = await shop.browser.page({ viewport });
        await recordShifts(page);
        await page.goto(path());
        await settle(page, loaded);
        const { score, detail } = await shiftScore(page);
        assert.ok(score <= MAX_SHIFT, `${path()} at ${viewport.width}px shifted ${score.toFixed(3)}: ${detail}`);
        await page.close();
      });
    }
  }

  /** Opens `path` at 1280 px (pixel ratio 1) and answers every shop picture address it fetched. */
  async function picturesFetched(path: string, loaded: string): Promise<{ page: Page; urls: string[] }> {
    const page = await shop.browser.page({ viewport: DESKTOP });
    const urls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/images/'))
        urls.push(request.url().replace(shop.stack.baseUrl, ''));
    });
    await page.goto(path);
    await settle(page, loaded);
    return { page, urls };
  }

  it('list cards fetch the 320 px variant of their pictures, never the stored 600 px ones', async () => {
    const { page, urls } = await picturesFetched('/bouquets', 'bouquet-card');
    assert.ok(urls.length > 0);
    for (const url of urls) assert.match(url, /^\/api\/images\/[^?]+\.webp\?w=320$/);
    const first = page.getByTestId('product-image').first();
    assert.match((await first.evaluate((image: HTMLImageElement) => image.currentSrc)) ?? '', /\?w=320$/);
    await page.close();
  });

  it('a detail page fetches its large picture first at 640 px, and 160 px paper sheet swatches', async () => {
    const { page, urls } = await picturesFetched(detailPath, 'sheet-option');
    const main = page.getByTestId('gallery-main-image');
    assert.equal(await main.getAttribute('fetchpriority'), 'high');
    assert.match(await main.evaluate((image: HTMLImageElement) => image.currentSrc), /\?w=640$/);
    const swatches = await page
      .getByTestId('sheet-option-image')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
    assert.equal(swatches.length, 10);
    for (const swatch of swatches) assert.match(swatch, /\/api\/images\/sheet-[a-z0-9-]+\.webp\?w=160$/);
    for (const url of urls) assert.match(url, /\?w=(160|640)$/, url);
    await page.close();
  });
});
