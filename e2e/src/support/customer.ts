import type { Page } from 'playwright-core';
import type { ParsedMail } from 'mailparser';
import { outboxMails, waitForOutboxMail } from './contact-messages.js';

const sentTo = (mail: ParsedMail, email: string) =>
  [mail.to].flat().some((address) => address?.text.toLowerCase().includes(email.toLowerCase()));

const isLoginCode = (mail: ParsedMail, email: string) =>
  /^Your login code: \d{6}$/.test(mail.subject ?? '') && sentTo(mail, email);

/** The 6-digit code of a sign-in mail, from its text part. */
function codeIn(mail: ParsedMail): string {
  const code = /^\s*(\d{6})\s*$/m.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the mail text:\n${mail.text}`);
  return code;
}

/** The codes mailed to `email` so far. */
export async function loginCodesSent(dataDir: string, email: string): Promise<string[]> {
  return (await outboxMails(dataDir)).filter((mail) => isLoginCode(mail, email)).map(codeIn);
}

/** Waits for a sign-in mail to `email` whose code is not among `seen`, and returns that code. */
export async function nextLoginCode(
  dataDir: string,
  email: string,
  seen: string[],
  timeoutMs = 30_000,
): Promise<string> {
  const [mail] = await waitForOutboxMail(
    dataDir,
    (mail) => isLoginCode(mail, email) && !seen.includes(codeIn(mail)),
    timeoutMs,
  );
  return codeIn(mail);
}

/** Signs in through the header's login dialog, reading the code from the shop's outbox. */
export async function signInCustomer(page: Page, dataDir: string, email: string): Promise<void> {
  const seen = await loginCodesSent(dataDir, email);
  await page.getByTestId('login-button').click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const code = await nextLoginCode(dataDir, email, seen);
  await dialog.getByLabel('One-time code').fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await page.getByTestId('logout-button').waitFor();
}
