import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  MESSAGING_EVENTS,
  MESSAGING_PATTERNS,
  healthPattern,
  type HealthPong,
  type ContactMessage,
  type ContactReceivedEvent,
} from '@flowershop/common/contracts';
import type { EventEnvelope } from '@flowershop/common/events';
import { SHOP_DETAILS } from '@flowershop/common/shop-rules';
import { SmtpTestServer, transportsUnderTest, type ServiceHarness, type SmtpOutage } from '@flowershop/common/testing';
import { ContactReceivedMailHandler } from '../src/mail/mail-event-handlers.js';
import { MailDeliveryHealth } from '../src/mail/mail-delivery-health.js';
import { MAIL_KINDS } from '../src/mail/mail-kinds.js';
import { MailQueue, SENT_MAILS_KEEP_DAYS } from '../src/mail/mail-queue.js';
import { MailWorker } from '../src/mail/mail-worker.js';
import { mailMessageId } from '../src/mail/message-id.js';
import { eventually } from './support/eventually.js';
import { startMessagingForMail } from './support/mail-service.js';

const SHOP_ADMIN = 'shop-admin@bloom.test';
const SHOP_CONTACT = 'hello@bloom.test';
const FROM_ADDRESS = 'no-reply@bloom.test';
const sample = MAIL_KINDS['contact-received'].sample;
const messageIdOf = (mailId: string) => mailMessageId(mailId, FROM_ADDRESS);
/** Short, so an outage shows in health within a test. */
const STALL_ALERT_MS = 300;

function contactEnvelope(): EventEnvelope<ContactReceivedEvent> {
  const { receivedAt, ...fields } = sample;
  return {
    id: randomUUID(),
    type: MESSAGING_EVENTS.contactReceived,
    occurredAt: receivedAt,
    source: 'messaging',
    payload: { _id: randomUUID(), ...fields, createdAt: receivedAt },
  };
}

for (const transport of transportsUnderTest()) {
  describe(`mail over SMTP, messaging over ${transport}`, () => {
    let smtp: SmtpTestServer;
    let harness: ServiceHarness;
    const queue = () => harness.app.get(MailQueue);
    const stateOf = async (id: string) => (await queue().findById(id))?.state;

    before(async () => {
      smtp = await SmtpTestServer.start();
      harness = await startMessagingForMail(
        {
          SMTP_URL: smtp.url,
          MAIL_FROM: `Bloom & Box <${FROM_ADDRESS}>`,
          SHOP_ADMIN_EMAIL: SHOP_ADMIN,
          SHOP_CONTACT_EMAIL: SHOP_CONTACT,
          MAIL_STALL_ALERT_MS: String(STALL_ALERT_MS),
        },
        transport,
      );
    });
    const health = () => harness.clients.send<HealthPong>('messaging', healthPattern('messaging'), {});
    after(async () => {
      await harness?.close();
      await smtp?.close();
    });

    it('e-mails a new contact message to the shop once, as HTML and text, with reply-to the sender', async () => {
      const name = `Ann <b>${randomUUID().slice(0, 8)}</b>`;
      const stored = await harness.clients.send<ContactMessage>('messaging', MESSAGING_PATTERNS.contacts.create, {
        fields: {
          name,
          email: 'ann@example.com',
          phone: '(609) 555-0100',
          subject: 'Wedding',
          message: 'Line one\nLine two',
        },
      });
      await eventually('the contact mail arrives', () => smtp.received.some((mail) => mail.text?.includes(name)));
      const [mail, ...others] = smtp.received.filter((each) => each.text?.includes(name));
      assert.equal(others.length, 0, 'one mail per message');
      assert.equal(mail.subject, `New contact message from ${name}: Wedding`);
      assert.deepEqual(mail.to && !Array.isArray(mail.to) && mail.to.value.map((address) => address.address), [
        SHOP_ADMIN,
      ]);
      assert.deepEqual(mail.replyTo?.value, [{ name, address: 'ann@example.com' }]);
      assert.equal(mail.from?.value[0].address, FROM_ADDRESS);
      assert.match(mail.messageId ?? '', /^<[A-Za-z0-9_=-]+=3Acontact-received@bloom\.test>$/);
      for (const text of ['(609) 555-0100', 'Line one\nLine two', stored.email])
        assert.ok(mail.text?.includes(text), text);
      const html = String(mail.html);
      assert.ok(html.includes('Ann &lt;b&gt;'), 'the sender’s name is escaped in HTML');
      assert.ok(!html.includes(name), 'no raw HTML from the sender');
      assert.ok(html.includes('#b83267') && html.includes('Bloom &amp; Box'), 'the shop’s look');
    });

    it("carries a sender's encoded-word look-alikes in Subject and Reply-To as typed, never decoded into other text", async () => {
      // A mail client decodes `=?…?=` in a header it is given in plain text: this name would read "Shop Owner".
      const name = `=?utf-8?B?U2hvcCBPd25lcg==?= <owner@shop.test> ${randomUUID().slice(0, 8)}`;
      const subject = '=?utf-8?Q?Urgent=3A_refund?= — Zoë';
      await harness.clients.send('messaging', MESSAGING_PATTERNS.contacts.create, {
        fields: { name, email: 'eve@example.com', subject, message: 'Hello' },
      });
      await eventually('the contact mail arrives', () => smtp.received.some((mail) => mail.text?.includes(name)));
      const mail = smtp.received.find((each) => each.text?.includes(name))!;
      assert.equal(mail.subject, `New contact message from ${name}: ${subject}`);
      assert.deepEqual(mail.replyTo?.value, [{ name, address: 'eve@example.com' }]);
    });

    it("answers a shopper's mail to the shop's public address (SHOP_CONTACT_EMAIL), not the admin's", async () => {
      const shopper = `reply-${randomUUID().slice(0, 8)}@example.com`;
      const id = `reply-to-${randomUUID()}`;
      await queue().enqueue(id, 'order-placed', shopper, MAIL_KINDS['order-placed'].sample);
      await eventually('the order mail arrives', () => smtp.mailsTo(shopper).length > 0);
      assert.deepEqual(smtp.mailsTo(shopper)[0].replyTo?.value, [{ name: SHOP_DETAILS.name, address: SHOP_CONTACT }]);
    });

    it('queues one mail per event id: a redelivered event sends no second mail', async () => {
      const handler = harness.app.get(ContactReceivedMailHandler);
      const envelope = contactEnvelope();
      const mailId = `${envelope.id}:contact-received`;
      await handler.handle(envelope);
      await handler.handle(envelope);
      assert.equal(
        await queue().enqueue(mailId, 'contact-received', SHOP_ADMIN, sample),
        false,
        'enqueue says it was there',
      );
      await eventually('the mail is recorded as sent', async () => (await stateOf(mailId)) === 'sent');
      assert.equal(smtp.withMessageId(messageIdOf(mailId)).length, 1);
      assert.equal((await queue().findById(mailId))?.attempts, 1);
    });

    // 530: the server wants a sign-in (SMTP_URL without credentials, or a password that expired).
    for (const outage of ['busy-451', 'closing-421', 'auth-required-530'] as SmtpOutage[]) {
      it(`an SMTP server answering ${outage} delays mails and shows in health, then delivers each exactly once`, async () => {
        assert.deepEqual(await health(), { service: 'messaging', status: 'ok' });
        smtp.outage = outage;
        const refusedBefore = smtp.refused;
        const ids = [1, 2, 3].map((n) => `${outage}-${n}-${randomUUID()}`);
        for (const id of ids) await queue().enqueue(id, 'contact-received', SHOP_ADMIN, sample);
        // pending after two attempts = the second one has failed too
        await eventually('every mail was refused twice and waits for its next try', async () => {
          const mails = await Promise.all(ids.map((id) => queue().findById(id)));
          return mails.every((mail) => mail!.attempts >= 2 && mail!.state === 'pending');
        });
        const waiting = await queue().findById(ids[0]);
        assert.match(waiting?.lastError ?? '', new RegExp(outage.split('-').at(-1)!));
        assert.ok(smtp.refused - refusedBefore >= 6);
        for (const id of ids) assert.equal(smtp.withMessageId(messageIdOf(id)).length, 0, 'nothing delivered yet');
        const code = outage.split('-').at(-1)!;
        await eventually(`health says mail has stopped, with the ${code}`, async () => {
          const pong = await health();
          return (
            pong.status === 'failing' && new RegExp(`^Mail: nothing sent since .*last: .*${code}`).test(pong.problem)
          );
        });

        smtp.outage = 'none';
        await eventually('every mail is sent', async () =>
          (await Promise.all(ids.map(stateOf))).every((state) => state === 'sent'),
        );
        assert.deepEqual(await health(), { service: 'messaging', status: 'ok' }, 'a mail went out: healthy again');
        for (const id of ids) assert.equal(smtp.withMessageId(messageIdOf(id)).length, 1, `${id} delivered once`);
      });
    }

    it('keeps a mail the server refuses for good (550) as failed, and goes on with the others', async () => {
      smtp.unknownRecipients.add('nobody@bloom.test');
      const refusedId = `refused-${randomUUID()}`;
      const nextId = `next-${randomUUID()}`;
      await queue().enqueue(refusedId, 'contact-received', 'nobody@bloom.test', sample);
      await queue().enqueue(nextId, 'contact-received', SHOP_ADMIN, sample);
      await eventually('the refused mail is failed', async () => (await stateOf(refusedId)) === 'failed');
      await eventually('the next mail is sent', async () => (await stateOf(nextId)) === 'sent');
      const refused = await queue().findById(refusedId);
      assert.equal(refused?.attempts, 1, 'not retried');
      assert.match(refused?.lastError ?? '', /550/);
      // Given up, it keeps where it went, why, and what it said: a person can requeue it once the address is fixed.
      assert.deepEqual(refused?.data, sample);
      assert.equal(refused?.messageId, messageIdOf(refusedId));
      // A sign-in code given up keeps no code: it has expired, and it would sit in the store for nothing.
      const codeId = `code-${randomUUID()}`;
      await queue().enqueue(codeId, 'otp-code', 'nobody@bloom.test', MAIL_KINDS['otp-code'].sample);
      await eventually('the refused code mail is failed', async () => (await stateOf(codeId)) === 'failed');
      assert.equal((await queue().findById(codeId))?.data, undefined);
    });

    it('a recipient refused for good does not make health fail: anyone can ask for a code to such an address', async () => {
      const recipient = `ann.${randomUUID().slice(0, 8)}@bloom.test`;
      smtp.unknownRecipients.add(recipient);
      const refusedIds = [1, 2, 3].map((n) => `refused-${n}-${randomUUID()}`);
      for (const id of refusedIds) await queue().enqueue(id, 'contact-received', recipient, sample);
      await eventually('the refused mails are failed', async () =>
        (await Promise.all(refusedIds.map(stateOf))).every((state) => state === 'failed'),
      );
      assert.match(
        (await queue().findById(refusedIds[0]))?.lastError ?? '',
        new RegExp(recipient),
        'the queue keeps why',
      );
      // As health would see it past the alert time, with nothing else sent: nothing wrong.
      assert.equal(harness.app.get(MailDeliveryHealth).problem(Date.now() + STALL_ALERT_MS), undefined);
      assert.deepEqual(await health(), { service: 'messaging', status: 'ok' });
    });

    it(`forgets sent mails after ${SENT_MAILS_KEEP_DAYS} days, and keeps pending and failed ones`, async () => {
      smtp.unknownRecipients.add('gone@bloom.test');
      const [sent, failed] = [`kept-${randomUUID()}`, `failed-${randomUUID()}`];
      await queue().enqueue(sent, 'contact-received', SHOP_ADMIN, sample);
      await queue().enqueue(failed, 'contact-received', 'gone@bloom.test', sample);
      await eventually(
        'both are settled',
        async () => (await stateOf(sent)) === 'sent' && (await stateOf(failed)) === 'failed',
      );
      const day = 24 * 60 * 60 * 1000;
      await queue().forgetOldSentMails(new Date(Date.now() + (SENT_MAILS_KEEP_DAYS - 1) * day));
      assert.equal(await stateOf(sent), 'sent', 'younger than the limit: kept');
      assert.ok((await queue().forgetOldSentMails(new Date(Date.now() + (SENT_MAILS_KEEP_DAYS + 1) * day))) >= 1);
      assert.equal(await queue().findById(sent), null, 'older: forgotten');
      assert.equal(await stateOf(failed), 'failed', 'a mail refused for good stays for whoever looks into it');
    });

    it('refuses a mail it could not send, before storing it', async () => {
      await assert.rejects(
        queue().enqueue(`bad-${randomUUID()}`, 'contact-received', 'not-an-address', sample),
        /recipient/,
      );
      await assert.rejects(
        queue().enqueue(`bad-${randomUUID()}`, 'no-such-kind' as never, SHOP_ADMIN, sample as never),
        /Unknown mail kind/,
      );
    });

    // Last in this group: it stops the worker to look at the queue's order undisturbed.
    it('puts a login code before every mail queued ahead of it', async () => {
      await harness.app.get(MailWorker).onModuleDestroy();
      const earlier = [1, 2, 3, 4, 5].map((n) => `rush-${n}-${randomUUID()}`);
      for (const id of earlier) await queue().enqueue(id, 'contact-received', SHOP_ADMIN, sample);
      const code = `otp-${randomUUID()}`;
      await queue().enqueue(code, 'otp-code', 'shopper@bloom.test', MAIL_KINDS['otp-code'].sample);
      const due = await queue().due(new Date(Date.now() + 60_000), 3);
      assert.deepEqual(
        due.map((mail) => mail._id),
        [code, earlier[0], earlier[1]],
      );
    });
  });
}
