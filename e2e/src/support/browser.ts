import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How long a browser test waits for the page to get somewhere: every action, locator wait,
 * navigation and `eventually`. Playwright's own default, set explicitly because CI runs the
 * suite two files at a time on a loaded 2-core machine, where a React effect, a fetch or a
 * lazy chunk can take seconds. Tests should not pass shorter timeouts of their own.
 */
export const WAIT_MS = 30_000;

/**
 * Asserts that `read()` comes to give `expected`. The shop updates after an action (React
 * effects, fetches, timers, lazy chunks, route changes), so a value read at once may still be
 * the old one: this reads again until it matches or WAIT_MS has passed, then asserts the last
 * value read (a failure shows the usual diff). `expected` must differ from the state before the
 * action, or the check proves nothing.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, message?: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  let actual = await read();
  while (!isDeepStrictEqual(actual, expected) && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 50));
    actual = await read();
  }
  assert.deepEqual(actual, expected, message);
}

/** Why browser suites cannot run here, or undefined when they can. */
export function browserSkipReason(): string | undefined {
  return existsSync(CHROMIUM_PATH)
    ? undefined
    : `no Chromium at ${CHROMIUM_PATH}: install Debian's chromium package (.ci/run does)`;
}

export interface Browser {
  /** A fresh tab with its own storage, so session storage never leaks between tests. */
  page(options?: { viewport?: { width: number; height: number } }): Promise<Page>;
  close(): Promise<void>;
}

/** Debian's Chromium driven by playwright-core; never a downloaded browser. */
export async function launchBrowser(baseURL: string): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'flowershop-chromium-'));
  const contexts: BrowserContext[] = [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  return {
    async page(options = {}) {
      const context = await browser.newContext({ baseURL, viewport: options.viewport ?? { width: 1280, height: 900 } });
      context.setDefaultTimeout(WAIT_MS);
      context.setDefaultNavigationTimeout(WAIT_MS);
      contexts.push(context);
      return await context.newPage();
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
