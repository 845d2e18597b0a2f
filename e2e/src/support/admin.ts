import type { Locator, Page } from 'playwright-core';

/** A file handed to a file input in memory (Playwright's `{ name, mimeType, buffer }`). */
type FilePayload = Extract<Parameters<Locator['setInputFiles']>[0], { buffer: Buffer }>;
import { TEST_ADMIN } from '@flowershop/common/testing';
import { pngBuffer } from './shop-api.js';

/** Signs in through `/admin/login` and waits for the dashboard (token stored, admin cookie set). */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByTestId('admin-email').fill(TEST_ADMIN.email);
  await page.getByTestId('admin-password').fill(TEST_ADMIN.password);
  await page.getByTestId('admin-login-submit').click();
  await page.waitForURL('**/admin/dashboard');
  await page.getByTestId('admin-dashboard').waitFor();
}

/** A real PNG for a file input (handed over in memory: nothing left on disk); `variant` picks its colour. */
export async function imageFile(name: string, variant: number): Promise<FilePayload> {
  return { name: `${name}.png`, mimeType: 'image/png', buffer: await pngBuffer(variant) };
}

/** A plain-text file, for checking that non-images are refused. */
export function textFile(name: string): FilePayload {
  return { name: `${name}.txt`, mimeType: 'text/plain', buffer: Buffer.from('not an image\n') };
}

/**
 * Answers the next `alert()`/`confirm()` and resolves with its text. Call it BEFORE the action
 * that opens the dialog: a dialog blocks the page, so it must be answered while the action runs.
 */
export function answerNextDialog(page: Page, answer: 'accept' | 'dismiss' = 'dismiss'): Promise<string> {
  return new Promise((done) =>
    page.once('dialog', (dialog) => {
      done(dialog.message());
      void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
    }),
  );
}

/** The admin screens that exist so far (the others are still "coming soon"). */
export const ADMIN_NAV_PATHS = [
  '/admin/dashboard',
  '/admin/boxes',
  '/admin/occasion',
  '/admin/messages',
  '/admin/keychain',
  '/admin/bouquet',
  '/admin/schedule',
];
