import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
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

/** A real PNG on disk for a file input; `variant` picks its colour. */
export async function imageFile(name: string, variant: number): Promise<string> {
  const path = join(tmpdir(), `${process.pid}-${name}.png`);
  writeFileSync(path, await pngBuffer(variant));
  return path;
}

/** A plain-text file on disk, for checking that non-images are refused. */
export function textFile(name: string): string {
  const path = join(tmpdir(), `${process.pid}-${name}.txt`);
  writeFileSync(path, 'not an image\n');
  return path;
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
