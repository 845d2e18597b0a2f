import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { TEST_ADMIN } from '@flowershop/common/testing';
import { answerNextDialog, signIn } from './support/admin.js';
import { browserSkipReason, eventually } from './support/browser.js';
import {
  contactFields,
  fillContactForm,
  isContactPost,
  sendContactMessage,
  storedContactMessages,
  waitForOutboxMail,
  type ContactFields,
} from './support/contact-messages.js';
import { useShop } from './support/shop-fixture.js';
import { assertNoSidewaysScroll } from './support/storefront.js';

const CONFIRM = 'Are you sure you want to delete this message?';
const COLUMNS = ['name', 'email', 'phone', 'subject', 'text'] as const;

/** The five cells of a row, as the admin reads them. */
async function rowCells(page: Page, id: string): Promise<string[]> {
  const row = page.locator(`[data-message-id="${id}"]`);
  const cells: string[] = [];
  for (const column of COLUMNS) cells.push((await row.getByTestId(`admin-message-${column}`).innerText()).trim());
  return cells;
}

const asCells = (fields: ContactFields) => [fields.name, fields.email, fields.phone, fields.subject, fields.message];

describe('admin: Messages Query', { skip: browserSkipReason() }, () => {
  const shop = useShop();

  it('a shopper sends a message from /contact; the admin reads it, newest first, read-only; the shop gets one mail', async () => {
    const earlier = contactFields('Earlier');
    await sendContactMessage(shop.stack.baseUrl, earlier);

    const shopper = await shop.browser.page();
    await shopper.goto('/contact');
    const sent = contactFields('Shopper');
    await fillContactForm(shopper, sent);
    const posted = shopper.waitForResponse((response) => isContactPost(response.request()));
    await shopper.getByTestId('contact-submit').click();
    const created = await (await posted).json();
    await shopper.getByText('✅ Your message has been sent successfully!', { exact: true }).waitFor();

    const admin = await shop.browser.page();
    await signIn(admin);
    await admin.goto('/admin/messages');
    const table = admin.getByTestId('admin-messages-table');
    await table.waitFor();
    // The tab title is set in an effect, after the table is drawn.
    await eventually(() => admin.title(), 'Messages Query · Admin · Bloom & Box');
    assert.deepEqual(
      (await table.locator('thead th').allInnerTexts()).map((text) => text.trim().toLowerCase()),
      ['name', 'email', 'phone', 'subject', 'message', 'actions'],
    );
    const ids = await admin
      .getByTestId('admin-message-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-message-id')));
    const stored = await storedContactMessages(shop.api, shop.stack.baseUrl);
    assert.equal(ids[0], created._id, 'the newest message comes first');
    assert.deepEqual(
      ids,
      stored.map((message) => message._id),
    );
    assert.deepEqual(await rowCells(admin, created._id), asCells(sent));
    assert.equal(await table.locator('input, textarea, select, [contenteditable=true]').count(), 0, 'no edit controls');
    const buttons = await admin.locator(`[data-message-id="${created._id}"] button`).allInnerTexts();
    assert.deepEqual(buttons, ['Delete']);

    // The shop is told by e-mail (no SMTP_URL in tests: an .eml file in the outbox), once.
    const mails = await waitForOutboxMail(shop.stack.dataDir, (mail) => mail.text?.includes(sent.message) ?? false);
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.subject, `New contact message from ${sent.name}: ${sent.subject}`);
    assert.deepEqual(mails[0]!.to && !Array.isArray(mails[0]!.to) ? mails[0]!.to.value.map((to) => to.address) : [], [
      TEST_ADMIN.email,
    ]);
    assert.equal(mails[0]!.replyTo?.value[0]?.address, sent.email);
  });

  it('Delete asks first: dismissing sends nothing, accepting deletes the message for good', async () => {
    const fields = contactFields('Delete');
    const created = await sendContactMessage(shop.stack.baseUrl, fields);
    const page = await shop.browser.page();
    await signIn(page);
    const deletes: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request);
    });
    await page.goto('/admin/messages');
    const row = page.locator(`[data-message-id="${created._id}"]`);
    await row.waitFor();

    const dismissed = answerNextDialog(page, 'dismiss');
    await row.getByTestId('admin-message-delete').click();
    assert.equal(await dismissed, CONFIRM);
    // A delete after the dismissal would go before this reload's list: none may have been made.
    await page.reload();
    await row.waitFor();
    assert.equal(deletes.length, 0);
    assert.ok((await storedContactMessages(shop.api, shop.stack.baseUrl)).some((m) => m._id === created._id));

    const accepted = answerNextDialog(page, 'accept');
    const deleted = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().endsWith(`/api/contacts/${created._id}`),
    );
    await row.getByTestId('admin-message-delete').click();
    assert.equal(await accepted, CONFIRM);
    assert.equal((await deleted).status(), 200);
    // The admin cookie authenticates the call (SPEC §7): no bearer token goes with it.
    assert.equal(deletes[0]!.headers()['authorization'], undefined);
    await row.waitFor({ state: 'detached' });
    await page.getByText('Message deleted', { exact: true }).waitFor();
    assert.ok(!(await storedContactMessages(shop.api, shop.stack.baseUrl)).some((m) => m._id === created._id));
    await page.reload();
    await page.getByTestId('admin-messages-page').waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await row.count(), 0);
  });

  it('on a phone every message is a card and nothing scrolls sideways', async () => {
    await sendContactMessage(shop.stack.baseUrl, {
      ...contactFields('Phone'),
      email: 'a.very.long.address.that.keeps.going.and.going@flowers-and-gifts.example.com',
      message: `A long word: ${'x'.repeat(120)}`,
    });
    const page = await shop.browser.page({ viewport: { width: 375, height: 812 } });
    await signIn(page);
    await page.goto('/admin/messages');
    const rows = page.getByTestId('admin-message-row');
    await rows.first().waitFor();
    await assertNoSidewaysScroll(page);
    const box = await page.getByTestId('admin-messages-table').boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 375);
    // Cards: each cell on its own line, the column's name above it.
    const email = await rows.first().getByTestId('admin-message-email').boundingBox();
    const phone = await rows.first().getByTestId('admin-message-phone').boundingBox();
    assert.ok(email && phone && phone.y >= email.y + email.height - 1);
  });
});
