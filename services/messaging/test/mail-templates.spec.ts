import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig } from '@flowershop/common/config';
import { SHOP_DETAILS } from '@flowershop/common/shop-rules';
import { REPO_ROOT, tempDir } from '@flowershop/common/testing';
import { MessagingConfig } from '../src/config/messaging.config.js';
import { MAIL_KINDS, MAIL_KIND_NAMES } from '../src/mail/mail-kinds.js';
import { MailRenderer } from '../src/mail/mail-renderer.js';
import { mailMessageId } from '../src/mail/message-id.js';
import { retryDelay } from '../src/mail/retry-delay.js';
import { MAIL_THEME } from '../src/mail/mail-theme.js';

describe('mail templates', () => {
  const renderer = new MailRenderer();

  for (const kind of MAIL_KIND_NAMES) {
    it(`${kind}: HTML and text in the shop's look, filled with its data`, () => {
      const mail = renderer.render(kind, MAIL_KINDS[kind].sample as never);
      assert.ok(mail.subject.length > 0);
      assert.match(mail.html, /^<!doctype html>/);
      assert.ok(mail.html.includes(MAIL_THEME.primary) && mail.html.includes('Bloom &amp; Box'));
      assert.ok(mail.html.includes(SHOP_DETAILS.phone) && mail.text.includes(SHOP_DETAILS.pickupAddress));
      assert.doesNotMatch(mail.text, /<[a-z][^>]*>/i, 'plain text has no tags');
      assert.doesNotMatch(mail.text + mail.html, /\[object Object\]|undefined/);
      // Every text field shows, except times (formatted) and the custom order's type (it picks rows).
      for (const [key, value] of Object.entries(MAIL_KINDS[kind].sample)) {
        if (typeof value === 'string' && key !== 'type' && !value.includes('\n') && !/^\d{4}-\d\d-\d\dT/.test(value)) {
          assert.ok(mail.text.includes(value), `text shows ${value}`);
        }
      }
    });
  }

  it('never states opening hours (the admin schedule changes them): a pickup mail names the chosen window', () => {
    const pickupWindow = 'Pickup on Friday, November 27, 2026, 10:00–12:00';
    const placed = { ...MAIL_KINDS['order-placed'].sample, delivery: false, fulfilment: pickupWindow };
    const changed = {
      ...MAIL_KINDS['order-status-changed'].sample,
      delivery: false,
      pickup: true,
      fulfilment: pickupWindow,
    };
    for (const mail of [renderer.render('order-placed', placed), renderer.render('order-status-changed', changed)]) {
      assert.ok(mail.text.includes(pickupWindow) && mail.text.includes(`at ${SHOP_DETAILS.pickupAddress}.`), mail.text);
      assert.ok(mail.html.includes(pickupWindow));
    }
    // An order from before dates were chosen has no window: the mail says when, without stating hours.
    const { fulfilment: _none, ...undated } = placed;
    assert.ok(renderer.render('order-placed', undated).text.includes('during our opening hours.'));
    for (const kind of MAIL_KIND_NAMES) {
      const mail = renderer.render(kind, MAIL_KINDS[kind].sample as never);
      assert.doesNotMatch(mail.text + mail.html, /Mon–Sat|Sun \d\d:\d\d/, kind);
    }
  });

  it('escapes what senders typed in HTML and leaves it as typed in text', () => {
    const data = { ...MAIL_KINDS['contact-received'].sample, name: '<img src=x onerror=alert(1)>', message: 'a & b' };
    const mail = renderer.render('contact-received', data);
    assert.ok(!mail.html.includes('<img') && mail.html.includes('&lt;img src'));
    assert.ok(mail.html.includes('a &amp; b'));
    assert.ok(mail.text.includes('<img src=x onerror=alert(1)>') && mail.text.includes('a & b'));
  });

  it('shows the card message on both order mails, its lines kept and escaped in HTML; nothing without one', () => {
    for (const [kind, label] of [
      ['order-placed', 'Your card will say:'],
      ['order-received', 'Write on the card:'],
    ] as const) {
      const sample = MAIL_KINDS[kind].sample;
      const mail = renderer.render(kind, { ...sample, cardMessage: 'Happy <b>birthday</b>\nLove, Ann & Ben' });
      assert.ok(mail.text.includes(`${label}\nHappy <b>birthday</b>\nLove, Ann & Ben\n`), mail.text);
      assert.match(mail.html, /white-space:pre-wrap;">Happy &lt;b&gt;birthday&lt;\/b&gt;\nLove, Ann &amp; Ben<\/div>/);
      assert.ok(mail.html.includes(label));

      const { cardMessage: _none, ...withoutCard } = sample;
      const plain = renderer.render(kind, withoutCard);
      assert.ok(!plain.text.includes(label) && !plain.html.includes(label), `${kind} without a card message`);
      assert.ok(plain.text.includes('Total: $98.50\n\n'), 'no empty lines left where the card was');
      assert.doesNotMatch(plain.text, /\n\n\n/);
    }
  });

  it("is drawn in the SPA's primary colour", () => {
    const css = readFileSync(join(REPO_ROOT, 'frontend', 'src', 'styles', 'global.css'), 'utf8');
    assert.ok(css.includes(`--color-primary: ${MAIL_THEME.primary};`));
  });

  it('npm run mail:preview writes every kind as HTML and text files', () => {
    const dir = tempDir('flowershop-mail-preview-');
    try {
      const output = execFileSync(process.execPath, [join(REPO_ROOT, 'tools', 'mail-preview.mjs'), dir.path], {
        encoding: 'utf8',
      });
      assert.ok(output.includes(dir.path));
      for (const kind of MAIL_KIND_NAMES) {
        assert.ok(readFileSync(join(dir.path, `${kind}.html`), 'utf8').includes('</html>'));
        assert.match(readFileSync(join(dir.path, `${kind}.txt`), 'utf8'), /^Subject: /);
      }
      assert.ok(existsSync(join(dir.path, 'index.html')));
    } finally {
      dir.remove();
    }
  });
});

describe('mail settings', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(MessagingConfig, env);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('accepts SMTP URLs and a From with or without a name', () => {
    const config = loadConfig(MessagingConfig, {
      SMTP_URL: 'smtp://127.0.0.1:1025',
      MAIL_FROM: 'shop@bloom.test',
      SHOP_ADMIN_EMAIL: 'owner@bloom.test',
    });
    assert.equal(config.SMTP_URL, 'smtp://127.0.0.1:1025');
    assert.equal(config.SHOP_CONTACT_EMAIL, SHOP_DETAILS.email, 'shoppers reply to the address the site shows');
    assert.equal(
      problems({ SMTP_URL: 'smtps://user:pass@mail.example.com:465', MAIL_FROM: 'Bloom & Box <a@b.co>' }),
      '',
    );
  });

  it('refuses bad mail settings, saying which and why', () => {
    assert.match(problems({ SMTP_URL: 'http://mail.example.com' }), /SMTP_URL must be an smtp:\/\//);
    assert.match(problems({ MAIL_FROM: 'Bloom & Box' }), /MAIL_FROM must be an e-mail address/);
    assert.match(problems({ SHOP_ADMIN_EMAIL: 'owner' }), /SHOP_ADMIN_EMAIL must be an e-mail address/);
    assert.match(problems({ SHOP_CONTACT_EMAIL: 'hello' }), /SHOP_CONTACT_EMAIL must be an e-mail address/);
    assert.match(problems({ MAIL_RETRY_DELAY_MS: '0' }), /MAIL_RETRY_DELAY_MS/);
    assert.match(
      problems({ MAIL_RETRY_DELAY_MS: '5000', MAIL_RETRY_MAX_DELAY_MS: '100' }),
      /MAIL_RETRY_MAX_DELAY_MS must not be below MAIL_RETRY_DELAY_MS/,
    );
    // Higher than the default maximum is fine when the maximum is raised too.
    assert.equal(problems({ MAIL_RETRY_DELAY_MS: '600000', MAIL_RETRY_MAX_DELAY_MS: '600000' }), '');
    assert.match(problems({ PUBLIC_BASE_URL: 'shop.example.com' }), /PUBLIC_BASE_URL must be an http\(s\) URL/);
    assert.match(problems({ PUBLIC_BASE_URL: 'ftp://shop.example.com' }), /PUBLIC_BASE_URL must be an http\(s\) URL/);
  });
});

describe('mail retry pauses and Message-IDs', () => {
  it('doubles the pause per failure up to the cap', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 10, 1000].map((n) => retryDelay(n, 1000, 300_000)),
      [1000, 2000, 4000, 8000, 300_000, 300_000],
    );
  });

  it('derives one valid Message-ID per mail id', () => {
    const id = mailMessageId('3f2a-77:contact-received', 'no-reply@bloom.test');
    assert.equal(id, '<3f2a-77=3Acontact-received@bloom.test>');
    assert.equal(mailMessageId('3f2a-77:contact-received', 'no-reply@bloom.test'), id);
    assert.notEqual(mailMessageId('a.b', 'x@y.z'), mailMessageId('a=2Eb', 'x@y.z'));
  });
});
