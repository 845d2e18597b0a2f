import { after, before } from 'node:test';
import { startStack, type Stack } from '@flowershop/common/testing';
import { launchBrowser, type Browser } from './browser.js';
import { ShopApi } from './shop-api.js';

export interface ShopFixture {
  stack: Stack;
  browser: Browser;
  api: ShopApi;
}

/** One running shop (real processes, built SPA) and one Chromium per test file; `env` adds to the shop's environment. */
export function useShop(options: { env?: Record<string, string> } = {}): ShopFixture {
  const fixture = {} as ShopFixture;
  before(async () => {
    fixture.stack = await startStack({ withSpa: true, env: options.env });
    fixture.browser = await launchBrowser(fixture.stack.baseUrl);
    fixture.api = new ShopApi(fixture.stack.baseUrl);
  });
  after(async () => {
    await fixture.browser?.close();
    await fixture.stack?.close();
  });
  return fixture;
}
