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

/** What the print sheet held when window.print() was called: its tickets and driver's stops. */
export interface PrintCall {
  tickets: { orderId: string | null; text: string }[];
  stops: (string | null)[];
}

/**
 * Replaces window.print() with a recorder (a headless browser has no print dialog to wait for);
 * the returned function waits until `count` prints were made and gives all of them.
 */
export async function recordPrints(page: Page): Promise<(count: number) => Promise<PrintCall[]>> {
  await page.evaluate(() => {
    const calls: PrintCall[] = [];
    Object.assign(window, { printCalls: calls });
    window.print = () => {
      const sheet = (selector: string) => [...document.querySelectorAll(`[data-testid="order-print"] ${selector}`)];
      calls.push({
        tickets: sheet('[data-testid="order-print-ticket"]').map((node) => ({
          orderId: node.getAttribute('data-order-id'),
          text: node.textContent ?? '',
        })),
        stops: sheet('[data-testid="driver-stop"]').map((node) => node.getAttribute('data-order-id')),
      });
    };
  });
  const calls = () => (window as unknown as { printCalls: PrintCall[] }).printCalls;
  return async (count) => {
    await page.waitForFunction(
      ({ count }) => (window as unknown as { printCalls: unknown[] }).printCalls.length >= count,
      {
        count,
      },
    );
    return await page.evaluate(calls);
  };
}
