import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Page, Request } from 'playwright-core';
import type { ShopApi } from './shop-api.js';

/** The five fields of the contact form, by the name of their input (`contact-<name>`). */
export interface ContactFields {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** A message nobody else sends: `tag` keeps the texts of one test apart from the others'. */
export function contactFields(tag: string): ContactFields {
  return {
    name: `Rosa ${tag}`,
    email: `rosa.${tag.toLowerCase()}@example.com`,
    phone: '+1 609 555 0123',
    subject: `Peonies for ${tag}`,
    message: `Hello! Could you make a pink peony bouquet for ${tag}?\nThank you.`,
  };
}

/** Types the given fields into the contact form (the page must be on /contact). */
export async function fillContactForm(page: Page, fields: Partial<ContactFields>): Promise<void> {
  for (const [name, value] of Object.entries(fields)) await page.getByTestId(`contact-${name}`).fill(value);
}

export const isContactPost = (request: Request) =>
  new URL(request.url()).pathname === '/api/contacts' && request.method() === 'POST';

/** The stored messages as the admin reads them (`GET /api/contacts` with the bearer token). */
export async function storedContactMessages(api: ShopApi, baseUrl: string): Promise<any[]> {
  const response = await fetch(`${baseUrl}/api/contacts`, {
    headers: { Authorization: `Bearer ${await api.adminToken()}` },
  });
  if (!response.ok) throw new Error(`GET /api/contacts failed: ${response.status}`);
  return (await response.json()) as any[];
}

/** Sends a message as a shopper would, through the API (for arranging admin tests). */
export async function sendContactMessage(baseUrl: string, fields: ContactFields): Promise<any> {
  const response = await fetch(`${baseUrl}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  if (!response.ok) throw new Error(`POST /api/contacts failed: ${response.status} ${await response.text()}`);
  return await response.json();
}

/** Every mail the shop has written to its outbox (`DATA_DIR/outbox/*.eml`, no SMTP_URL) so far, parsed. */
export async function outboxMails(dataDir: string): Promise<ParsedMail[]> {
  const dir = join(dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  return await Promise.all(
    names.filter((name) => name.endsWith('.eml')).map(async (name) => simpleParser(await readFile(join(dir, name)))),
  );
}

/** Waits until the outbox holds a mail that `matches` (the mail worker sends in the background); returns all that do. */
export async function waitForOutboxMail(
  dataDir: string,
  matches: (mail: ParsedMail) => boolean,
  timeoutMs = 30_000,
): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await outboxMails(dataDir)).filter(matches);
    if (found.length > 0) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail in ${dataDir}/outbox after ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
