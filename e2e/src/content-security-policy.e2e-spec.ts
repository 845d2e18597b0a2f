import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { imageFile, signIn } from './support/admin.js';
import { browserSkipReason } from './support/browser.js';
import { useShop } from './support/shop-fixture.js';

/** Records every CSP violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      ),
    );
  });
  return violations;
}

describe('shop: the built SPA works under the gateway Content-Security-Policy', { skip: browserSkipReason() }, () => {
  const shop = useShop();

  it('storefront pages render, the home video plays and nothing is blocked', async () => {
    const page = await shop.browser.page();
    const violations = await watchViolations(page);
    const response = await page.goto('/');
    assert.match(response?.headers()['content-security-policy'] ?? '', /frame-ancestors 'none'/);
    await page.waitForFunction(() => {
      const video = document.querySelector('video');
      return !!video && video.readyState >= 2 && !video.error;
    });
    for (const path of ['/bouquets', '/boxes', '/keychain', '/occasions', '/contact', '/about']) {
      await page.goto(path);
      await page.locator('main').first().waitFor();
    }
    assert.deepEqual(violations, []);
  });

  it('the admin previews a picked image (a blob: URL) and sees a styled toast, nothing blocked', async () => {
    const page = await shop.browser.page();
    const violations = await watchViolations(page);
    await signIn(page);
    await page.goto('/admin/bouquet');
    await page.getByTestId('admin-bouquet-image-input').setInputFiles(await imageFile('csp-preview', 0));
    const preview = page.getByTestId('admin-bouquet-image-preview').locator('img').first();
    await preview.waitFor();
    await page.waitForFunction(
      (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
      await preview.elementHandle(),
    );
    // Saving shows a toast: its inline <style> must carry the page's nonce, not be blocked.
    await page.getByTestId('admin-bouquet-name').fill('CSP Bouquet');
    await page.getByTestId('admin-bouquet-price').fill('25');
    await page.getByTestId('admin-bouquet-submit').click();
    await page.getByText('Bouquet added', { exact: true }).waitFor();
    const toastStyles = await page.evaluate(() => {
      const style = document.getElementById('_goober') as HTMLStyleElement | null;
      return { nonced: !!style?.nonce, rules: style?.sheet?.cssRules.length ?? 0 };
    });
    assert.equal(toastStyles.nonced, true);
    assert.ok(toastStyles.rules > 0, 'the toast styles were not applied');
    assert.deepEqual(violations, []);
  });
});
