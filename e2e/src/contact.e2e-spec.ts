import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { browserSkipReason, eventually } from './support/browser.js';
import {
  contactFields,
  fillContactForm,
  isContactPost,
  storedContactMessages,
  type ContactFields,
} from './support/contact-messages.js';
import { useShop } from './support/shop-fixture.js';
import { assertNoSidewaysScroll, holdRequests } from './support/storefront.js';

const SENT = '✅ Your message has been sent successfully!';
const FAILED = '❌ Failed to send message. Please try again.';
const FIELD_NAMES = ['name', 'email', 'phone', 'subject', 'message'] as const;

/** Every `POST /api/contacts` the page makes from now on. */
function recordContactPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (isContactPost(request)) posts.push(request);
  });
  return posts;
}

async function fieldValues(page: Page): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const name of FIELD_NAMES) values[name] = await page.getByTestId(`contact-${name}`).inputValue();
  return values;
}

/** Opens /contact with the Google map answered by a blank page: the tests do not depend on the internet. */
async function openContact(page: Page): Promise<void> {
  await page.route(/^https:\/\/(maps|www)\.google\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }),
  );
  await page.goto('/contact');
  await page.getByTestId('contact-form').waitFor();
}

describe('shop: the contact page', { skip: browserSkipReason() }, () => {
  const shop = useShop();

  it('shows the hero, the mall pickup address in New Jersey, phone, e-mail, two social links, a chat link and the map', async () => {
    const page = await shop.browser.page();
    const mapRequested = page.waitForRequest((request) => request.url().startsWith('https://maps.google.com/maps?'));
    await openContact(page);
    // The tab title is set in an effect, after the form is drawn.
    await eventually(() => page.title(), 'Contact Us · Bloom & Box');
    const hero = page.getByTestId('cover-banner');
    assert.equal(await hero.getByRole('heading', { level: 1 }).textContent(), 'Contact Us');
    assert.ok(
      await hero
        .getByRole('img')
        .evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth > 0)),
    );
    assert.match((await page.getByTestId('contact-shop-address').textContent()) ?? '', /Mall.*\b(NJ|New Jersey)\b/);
    assert.match((await page.getByTestId('contact-shop-phone').getAttribute('href')) ?? '', /^tel:\+1\d{10}$/);
    assert.match((await page.getByTestId('contact-shop-email').getAttribute('href')) ?? '', /^mailto:\S+@\S+$/);

    const social = page.getByTestId('contact-social-link');
    const chat = page.getByTestId('contact-chat-link');
    assert.equal(await social.count(), 2);
    assert.equal(await chat.count(), 1);
    const outside = [...(await social.all()), ...(await chat.all())];
    const hosts = new Set<string>();
    for (const link of outside) {
      const href = (await link.getAttribute('href')) ?? '';
      hosts.add(new URL(href).host);
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
    }
    assert.equal(hosts.size, 3, 'two social networks and a chat app, each its own site');

    const map = page.getByTestId('contact-map');
    assert.match((await map.getAttribute('src')) ?? '', /^https:\/\/maps\.google\.com\/maps\?q=.+&output=embed$/);
    assert.ok((await map.getAttribute('title'))?.includes('Garden Court Mall'));
    assert.equal(await map.getAttribute('loading'), 'lazy');
    // Near the screen, the map loads: the shop's Content-Security-Policy lets the frame in.
    await map.scrollIntoViewIfNeeded();
    await mapRequested;
    const frame = await map.elementHandle().then((element) => element?.contentFrame());
    assert.ok(frame);
    await frame.waitForFunction(() => document.title === 'Map');
  });

  it("sends the five fields with an Idempotency-Key, shows 'Sending...' while waiting, then the success text and an empty form", async () => {
    const page = await shop.browser.page();
    await openContact(page);
    const fields = contactFields('Sending');
    await fillContactForm(page, fields);
    const release = await holdRequests(page, '**/api/contacts');
    const posted = page.waitForRequest(isContactPost);
    await page.getByTestId('contact-submit').click();
    const request = await posted;
    assert.deepEqual(request.postDataJSON(), fields);
    assert.match(request.headers()['idempotency-key'] ?? '', /^[0-9a-f-]{36}$/);
    assert.equal(request.headers()['authorization'], undefined);

    // The pending state reaches React through the query cache's own batching, which may render
    // after the request has gone out: wait for it, and likewise for the button coming back.
    const button = page.getByTestId('contact-submit');
    const buttonState = async () => [await button.textContent(), await button.isEnabled()];
    await eventually(buttonState, ['Sending...', false]);
    release();

    await page.getByText(SENT, { exact: true }).waitFor();
    assert.deepEqual(await fieldValues(page), { name: '', email: '', phone: '', subject: '', message: '' });
    await eventually(buttonState, ['Send Message', true]);
    const stored = await storedContactMessages(shop.api, shop.stack.baseUrl);
    const mine = stored.filter((message) => message.name === fields.name);
    assert.equal(mine.length, 1, 'stored once');
    assert.deepEqual(
      {
        name: mine[0].name,
        email: mine[0].email,
        phone: mine[0].phone,
        subject: mine[0].subject,
        message: mine[0].message,
      },
      fields,
    );
  });

  it('sends with phone and subject left empty', async () => {
    const page = await shop.browser.page();
    await openContact(page);
    const { name, email, message } = contactFields('Optional');
    await fillContactForm(page, { name, email, message });
    const posted = page.waitForRequest(isContactPost);
    await page.getByTestId('contact-submit').click();
    assert.deepEqual((await posted).postDataJSON(), { name, email, phone: '', subject: '', message });
    await page.getByText(SENT, { exact: true }).waitFor();
  });

  it('sends nothing while name, e-mail or message is empty or the e-mail is not an address, and says why', async () => {
    const page = await shop.browser.page();
    await openContact(page);
    const posts = recordContactPosts(page);
    const fields = contactFields('Invalid');
    const cases: [keyof ContactFields, string][] = [
      ['name', ''],
      ['email', ''],
      ['message', ''],
      ['email', 'abc'],
    ];
    for (const [name, value] of cases) {
      await fillContactForm(page, { ...fields, [name]: value });
      await page.getByTestId('contact-submit').click();
      const error = page.getByTestId(`contact-${name}-error`);
      await error.waitFor();
      assert.ok((await error.textContent())?.trim(), `${name} '${value}': a reason is shown`);
      assert.equal(await page.getByTestId(`contact-${name}`).getAttribute('aria-invalid'), 'true');
      // The first refused field takes the focus, so the shopper lands on what to fix. The error may
      // already be shown (fields are checked again as they change), so wait for the submit's focus.
      await eventually(
        () => page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
        `contact-${name}`,
      );
    }
    // Had any of them been sent, it would have been by now: a valid send after them is seen at once.
    await fillContactForm(page, fields);
    const posted = page.waitForRequest(isContactPost);
    await page.getByTestId('contact-submit').click();
    await posted;
    await page.getByText(SENT, { exact: true }).waitFor();
    assert.equal(posts.length, 1, 'only the valid form was sent');
  });

  it('shows the failure text and keeps what was typed when the request is aborted', async () => {
    const page = await shop.browser.page();
    await openContact(page);
    const posts = recordContactPosts(page);
    await page.route('**/api/contacts', (route) => route.abort('connectionreset'));
    const fields = contactFields('Aborted');
    await fillContactForm(page, fields);
    await page.getByTestId('contact-submit').click();
    const failure = page.getByText(FAILED, { exact: true });
    await failure.waitFor();
    assert.equal(await failure.locator('xpath=ancestor::*[@role="alert"]').count(), 1);
    assert.deepEqual(await fieldValues(page), fields);
    await eventually(() => page.getByTestId('contact-submit').isEnabled(), true, 'the button comes back');
    // The automatic retry of the same submission carries the same key.
    const keys = new Set(posts.map((post) => post.headers()['idempotency-key']));
    assert.equal(keys.size, 1);

    await page.unroute('**/api/contacts');
    await page.getByTestId('contact-submit').click();
    await page.getByText(SENT, { exact: true }).waitFor();
    assert.equal(await failure.count(), 0);
    assert.ok(keys.has(posts.at(-1)!.headers()['idempotency-key']), 'sending again unchanged is the same submission');
    const stored = await storedContactMessages(shop.api, shop.stack.baseUrl);
    assert.equal(stored.filter((message) => message.name === fields.name).length, 1);
  });

  for (const width of [375, 1280]) {
    it(`fits a ${width}px screen: no sideways scroll, form and details side by side only when wide`, async () => {
      const page = await shop.browser.page({ viewport: { width, height: 900 } });
      await openContact(page);
      await assertNoSidewaysScroll(page);
      const info = await page.getByTestId('contact-info').boundingBox();
      const form = await page.getByTestId('contact-form').boundingBox();
      assert.ok(info && form);
      if (width >= 1000) assert.ok(form.x > info.x + info.width - 1, 'the form sits beside the details');
      else assert.ok(form.y > info.y + info.height - 1, 'the form comes after the details');
      const submit = await page.getByTestId('contact-submit').boundingBox();
      assert.ok(submit && submit.x >= 0 && submit.x + submit.width <= width);
    });
  }
});
