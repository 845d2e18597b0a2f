import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SecretSeal } from '@flowershop/common/config';
import { IDENTITY_EVENTS, OTP_CODE_SEAL, type OtpRequestedEvent } from '@flowershop/common/contracts';
import type { EventEnvelope } from '@flowershop/common/events';
import { TEST_SEAL_KEYS, waitFor, type ServiceHarness } from '@flowershop/common/testing';
import { MailQueue } from '../src/mail/mail-queue.js';
import { OtpCodeMailHandler } from '../src/mail/mail-event-handlers.js';
import { startMessagingForMail } from './support/mail-service.js';

/** As identity sends it: the code sealed (ADR 20); `keys: 'clear'` as a version before sealing did. */
function otpEnvelope(email: string, code: string, keys = TEST_SEAL_KEYS): EventEnvelope<OtpRequestedEvent> {
  const occurredAt = new Date();
  const secret = keys === 'clear' ? { code } : { sealedCode: new SecretSeal(keys).seal(OTP_CODE_SEAL, code) };
  return {
    id: randomUUID(),
    type: IDENTITY_EVENTS.otpRequested,
    occurredAt: occurredAt.toISOString(),
    source: 'identity',
    payload: { email, ...secret, expiresAt: new Date(occurredAt.getTime() + 600_000).toISOString() },
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
    assert.ok(SecretSeal.isSealed(mail.data?.code), 'the waiting mail keeps the code sealed');

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

  it('mails the code of an event from before sealing, and refuses one sealed with a key it does not hold', async () => {
    const handler = harness.app.get(OtpCodeMailHandler);
    const queue = harness.app.get(MailQueue);
    const old = otpEnvelope('old@example.test', '318204', 'clear');
    await handler.handle(old);
    assert.equal(queue.dataOf((await queue.findById(`${old.id}:otp`))!)?.code, '318204');
    const foreign = otpEnvelope('foreign@example.test', '555123', 'another-seal-key-0123456789abcdef0123');
    await assert.rejects(handler.handle(foreign), /which SEAL_KEYS does not hold/);
    assert.equal(await queue.findById(`${foreign.id}:otp`), null, 'nothing queued: the event is retried, then parked');
  });
});
