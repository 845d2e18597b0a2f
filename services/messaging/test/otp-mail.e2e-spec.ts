import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { IDENTITY_EVENTS, type OtpRequestedEvent } from '@flowershop/common/contracts';
import type { EventEnvelope } from '@flowershop/common/events';
import { waitFor, type ServiceHarness } from '@flowershop/common/testing';
import { MailQueue } from '../src/mail/mail-queue.js';
import { OtpCodeMailHandler } from '../src/mail/mail-event-handlers.js';
import { startMessagingForMail } from './support/mail-service.js';

function otpEnvelope(email: string, code: string): EventEnvelope<OtpRequestedEvent> {
  const occurredAt = new Date();
  return {
    id: randomUUID(),
    type: IDENTITY_EVENTS.otpRequested,
    occurredAt: occurredAt.toISOString(),
    source: 'identity',
    payload: { email, code, expiresAt: new Date(occurredAt.getTime() + 600_000).toISOString() },
  };
}

describe('messaging mails one-time codes', () => {
  let harness: ServiceHarness;
  before(async () => {
    harness = await startMessagingForMail({});
  });
  after(async () => harness?.close());

  it('queues one otp-code mail per identity.otp.requested event, to the customer, and sends it', async () => {
    const envelope = otpEnvelope('shopper@example.test', '042917');
    const handler = harness.app.get(OtpCodeMailHandler);
    await handler.handle(envelope);
    await handler.handle(envelope); // a redelivery queues nothing more
    const queue = harness.app.get(MailQueue);
    const mail = await queue.findById(`${envelope.id}:otp`);
    assert.ok(mail, 'the mail is queued under <event id>:otp');
    assert.equal(mail.kind, 'otp-code');
    assert.equal(mail.to, 'shopper@example.test');

    const outbox = join(harness.env.DATA_DIR, 'outbox');
    const file = await waitFor(
      () =>
        existsSync(outbox) && readdirSync(outbox, { withFileTypes: true }).find((entry) => entry.name.endsWith('.eml')),
      'the mail in the outbox folder',
    );
    const text = readFileSync(join(outbox, file.name), 'utf8');
    assert.match(text, /Subject: Your login code: 042917/);
    assert.match(text, /To: shopper@example\.test/);
    assert.equal(readdirSync(outbox).filter((name) => name.endsWith('.eml')).length, 1);

    // Once sent, the record keeps who, what and when, and no longer the code.
    const sent = await waitFor(async () => {
      const stored = await queue.findById(mail._id);
      return stored?.state === 'sent' && stored;
    }, 'the mail recorded as sent');
    assert.ok(!JSON.stringify(sent).includes('042917'), JSON.stringify(sent));
    assert.equal(sent.data, undefined);
    assert.deepEqual([sent.kind, sent.to], ['otp-code', 'shopper@example.test']);
    assert.ok(sent.sentAt && sent.messageId && text.includes(`Message-ID: ${sent.messageId}`), JSON.stringify(sent));
  });
});
