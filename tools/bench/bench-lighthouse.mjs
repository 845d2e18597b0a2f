// Part of `npm run bench`: Lighthouse (the npm package, pinned) with Debian's Chromium, headless,
// against the shop with its demo catalogue, for the storefront pages of issue 12: performance,
// CLS, LCP and SEO, on desktop and on mobile (Lighthouse's own emulation and simulated
// throttling). Printed figures, not pass/fail: on a shared machine they move from run to run.
// Alone: `npm run build && node tools/bench/bench-lighthouse.mjs`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';
import { freePort, startStack } from '@flowershop/common/testing';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with a DevTools port for Lighthouse; stopped by `close()`. */
async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'flowershop-lighthouse-'));
  const chromium = spawn(
    CHROME_PATH,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (chromium.exitCode !== null) throw new Error(`${CHROME_PATH} exited with ${chromium.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${CHROME_PATH} opened no DevTools port in 30 s`);
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    port,
    async close() {
      const exited = new Promise((done) => chromium.once('exit', done));
      chromium.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Lighthouse's report of `url`; a run whose trace came out broken (it happens) is run again, once. */
async function report(url, port, formFactor, attempt = 1) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] };
  const { lhr } = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!lhr.runtimeError) return lhr;
  if (attempt < 2) return await report(url, port, formFactor, attempt + 1);
  throw new Error(`${url} (${formFactor}): ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
}

/** One Lighthouse run: the figures issue 12 names, rounded for the table. */
async function audit(url, port, formFactor) {
  const { categories, audits } = await report(url, port, formFactor);
  return {
    performance: Math.round(categories.performance.score * 100),
    cls: audits['cumulative-layout-shift'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    seo: Math.round(categories.seo.score * 100),
    failedSeo: categories.seo.auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => ref.id),
  };
}

/** Runs Lighthouse on `/`, `/bouquets`, a bouquet and `/occasions`, and prints one line per page and form factor. */
export async function benchLighthouse() {
  console.log('Lighthouse (performance, CLS, LCP, SEO; demo catalogue; simulated throttling on mobile)');
  if (!existsSync(CHROME_PATH)) {
    console.log(`  not run: no Chromium at ${CHROME_PATH} (set CHROME_PATH, or install Debian's chromium)`);
    return;
  }
  const stack = await startStack({ withSpa: true, withNiceness: true, env: { SEED_DEMO: 'true', LOG_LEVEL: 'error' } });
  let chromium;
  try {
    const [bouquet] = await (await fetch(`${stack.baseUrl}/api/bouquets`)).json();
    const pages = ['/', '/bouquets', `/bouquets/${encodeURIComponent(bouquet._id)}`, '/occasions'];
    chromium = await launchChromium();
    // A first visit of every page warms the shop (catalogue caches, image variants), as a visitor before would have.
    for (const path of pages) await report(`${stack.baseUrl}${path}`, chromium.port, 'desktop').catch(() => undefined);
    for (const formFactor of ['desktop', 'mobile']) {
      for (const path of pages) {
        const line = `  ${formFactor.padEnd(7)} ${path.padEnd(28)}`;
        try {
          const figures = await audit(`${stack.baseUrl}${path}`, chromium.port, formFactor);
          console.log(
            `${line} performance ${String(figures.performance).padStart(3)}   CLS ${figures.cls.toFixed(3)}   ` +
              `LCP ${(figures.lcpMs / 1000).toFixed(2)} s   SEO ${figures.seo}` +
              (figures.failedSeo.length ? ` (failed: ${figures.failedSeo.join(', ')})` : ''),
          );
        } catch (error) {
          console.log(`${line} not measured: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  } catch (error) {
    console.log(`  not run to the end: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await chromium?.close();
    await stack.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchLighthouse();
