import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
