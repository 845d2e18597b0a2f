import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { simpleParser } from 'mailparser';
import { MESSAGING_EVENTS, healthPattern, type HealthPong } from '@flowershop/common/contracts';
import { currentCorrelationId, withCorrelation } from '@flowershop/common/logging';
import { MAIL_SENDER, type MailSender } from '@flowershop/common/mail';
import type { ServiceHarness } from '@flowershop/common/testing';
import { ContactReceivedMailHandler } from '../src/mail/mail-event-handlers.js';
import { MAIL_KINDS } from '../src/mail/mail-kinds.js';
import { MailQueue } from '../src/mail/mail-queue.js';
import { mailMessageId } from '../src/mail/message-id.js';
import { eventually } from './support/eventually.js';
import { startMessagingForMail } from './support/mail-service.js';

const sample = MAIL_KINDS['order-placed'].sample;

describe('mail without SMTP_URL (outbox files)', () => {
  let harness: ServiceHarness;
  const queue = () => harness.app.get(MailQueue);
  const outbox = () => join(harness.env.DATA_DIR, 'outbox');

  before(async () => {
    harness = await startMessagingForMail({
      MAIL_FROM: 'Bloom & Box <no-reply@bloom.test>',
      MAIL_STALL_ALERT_MS: '300',
    });
  });
  after(async () => harness?.close());

  it('writes each mail once as an .eml file with HTML and text parts', async () => {
    const id = `order-${randomUUID()}`;
    await queue().enqueue(id, 'order-placed', 'ann@example.com', sample);
    await queue().enqueue(id, 'order-placed', 'ann@example.com', sample);
    await eventually('the mail is sent', async () => (await queue().findById(id))?.state === 'sent');
    const messageId = mailMessageId(id, 'no-reply@bloom.test');
    const files = readdirSync(outbox()).filter((file) => file.endsWith('.eml'));
    assert.ok(files.includes(`${messageId.slice(1, -1)}.eml`), `named by its Message-ID: ${files.join(', ')}`);
    const parsed = await Promise.all(files.map((file) => simpleParser(readFileSync(join(outbox(), file)))));
    const mine = parsed.filter((mail) => mail.messageId === messageId);
    assert.equal(mine.length, 1);
    assert.equal(mine[0].subject, `Your order ${sample.orderId} is placed`);
    assert.ok(mine[0].text?.includes('Total: $98.50'));
    assert.ok(String(mine[0].html).includes('Blush Peony Bouquet'));
  });

  it('sends each mail under the request id that queued it, whichever request woke the worker', async () => {
    // What the sender sees is what its "Mail … written to …" log line carries as correlationId.
    const sender = harness.app.get<MailSender>(MAIL_SENDER);
    const send = sender.send.bind(sender);
    const sentUnder = new Map<string, string | undefined>();
    sender.send = (mail, signal) => {
      sentUnder.set(mail.to, currentCorrelationId());
      return send(mail, signal);
    };
    try {
      // Queued together: the first one's request wakes the worker, whose run sends them all.
      const ids = Array.from({ length: 6 }, (_, n) => `req-${n}-${randomUUID()}`);
      await Promise.all(
        ids.map((requestId, n) =>
          withCorrelation(requestId, () =>
            queue().enqueue(`order-${randomUUID()}`, 'order-placed', `buyer${n}@example.com`, sample),
          ),
        ),
      );
      await eventually('every mail sent', () => sentUnder.size === ids.length);
      assert.deepEqual(
        ids.map((_, n) => sentUnder.get(`buyer${n}@example.com`)),
        ids,
      );
    } finally {
      sender.send = send;
    }
  });

  it('queues no contact mail when SHOP_ADMIN_EMAIL is not set', async () => {
    const { receivedAt, ...fields } = MAIL_KINDS['contact-received'].sample;
    const envelope = {
      id: randomUUID(),
      type: MESSAGING_EVENTS.contactReceived,
      occurredAt: new Date().toISOString(),
      source: 'messaging' as const,
      payload: { _id: randomUUID(), ...fields, createdAt: receivedAt },
    };
    await harness.app.get(ContactReceivedMailHandler).handle(envelope);
    assert.equal(await queue().findById(`${envelope.id}:contact-received`), null);
  });

  it('keeps mails while the outbox cannot be written, says so in health, then writes each once', async () => {
    const health = () => harness.clients.send<HealthPong>('messaging', healthPattern('messaging'), {});
    const aside = `${outbox()}-aside`;
    // A file where the folder should be: not even root can write into it.
    renameSync(outbox(), aside);
    writeFileSync(outbox(), 'not a folder');
    const id = `blocked-${randomUUID()}`;
    try {
      await queue().enqueue(id, 'order-placed', 'ann@example.com', sample);
      await eventually('health says no mail goes out', async () => {
        const pong = await health();
        return pong.status === 'failing' && /^Mail: nothing sent since .*last: .*(EEXIST|ENOTDIR)/.test(pong.problem);
      });
      assert.equal((await queue().findById(id))?.state, 'pending', 'kept to be tried again');
    } finally {
      rmSync(outbox());
      renameSync(aside, outbox());
    }
    await eventually('the mail is written', async () => (await queue().findById(id))?.state === 'sent');
    assert.deepEqual(await health(), { service: 'messaging', status: 'ok' });
    const messageId = mailMessageId(id, 'no-reply@bloom.test');
    assert.equal(readdirSync(outbox()).filter((file) => file === `${messageId.slice(1, -1)}.eml`).length, 1);
  });
});
