import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { DOCUMENT_STORE, type DocumentStore } from '@flowershop/common/persistence';
import { freePort, SmtpTestServer, type ServiceHarness } from '@flowershop/common/testing';
import { MAIL_KINDS } from '../src/mail/mail-kinds.js';
import { CLAIM_LEASE_MS, LEASE_RENEW_MS } from '../src/mail/mail-lease.js';
import { MailQueue } from '../src/mail/mail-queue.js';
import { MAILS_COLLECTION, type MailRecord } from '../src/mail/mail-record.js';
import { mailMessageId } from '../src/mail/message-id.js';
import { eventually } from './support/eventually.js';
import { startMessagingForMail } from './support/mail-service.js';

const sample = MAIL_KINDS['contact-received'].sample;

describe('mail across a restart of the messaging service', () => {
  let smtp: SmtpTestServer;
  let harness: ServiceHarness;
  const queue = () => harness.app.get(MailQueue);
  const mails = () => harness.app.get<symbol, DocumentStore>(DOCUMENT_STORE).collection<MailRecord>(MAILS_COLLECTION);

  before(async () => {
    smtp = await SmtpTestServer.start();
    harness = await startMessagingForMail({
      // Nothing listens here: every send fails to connect, as when the mail server is down.
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      MAIL_FROM: 'no-reply@bloom.test',
    });
  });
  after(async () => {
    await harness?.close();
    await smtp?.close();
  });

  it('sends the mails left pending, and one abandoned mid-send, after the next start; drops the data an earlier version kept of sent mails', async () => {
    const pending = [`pending-1-${randomUUID()}`, `pending-2-${randomUUID()}`];
    for (const id of pending) await queue().enqueue(id, 'contact-received', 'shop@bloom.test', sample);
    await eventually('both mails failed to connect and wait for their next try', async () =>
      (await Promise.all(pending.map((id) => queue().findById(id)))).every(
        (mail) => mail!.attempts >= 1 && mail!.state === 'pending',
      ),
    );
    assert.match((await queue().findById(pending[0]))?.lastError ?? '', /ECONNREFUSED|connect/i);
    // A mail a crashed worker of an earlier version claimed an hour ago (a claim without a lease
    // holds one lease from its claimedAt): it may or may not have left.
    const abandoned = `abandoned-${randomUUID()}`;
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await mails().insert({
      _id: abandoned,
      kind: 'contact-received',
      to: 'shop@bloom.test',
      data: { ...sample },
      state: 'sending',
      attempts: 1,
      createdAt: hourAgo,
      nextAttemptAt: hourAgo,
      claimedAt: hourAgo,
    });

    // A code mail an earlier version recorded as sent with its data: the next start drops it.
    const sentBefore = `sent-before-${randomUUID()}`;
    await mails().insert({
      _id: sentBefore,
      kind: 'otp-code',
      to: 'shopper@bloom.test',
      data: { code: '427849', expiresInMinutes: 10 },
      state: 'sent',
      attempts: 1,
      createdAt: hourAgo,
      nextAttemptAt: hourAgo,
      sentAt: hourAgo,
    });

    await harness.restart({ SMTP_URL: smtp.url });
    await eventually('the earlier sent mail no longer holds its code', async () => {
      const stored = await queue().findById(sentBefore);
      return stored?.state === 'sent' && stored.data === undefined;
    });

    const ids = [...pending, abandoned];
    await eventually('every mail is sent after the restart', async () =>
      (await Promise.all(ids.map((id) => queue().findById(id)))).every((mail) => mail?.state === 'sent'),
    );
    for (const id of ids) {
      assert.equal(smtp.withMessageId(mailMessageId(id, 'no-reply@bloom.test')).length, 1, `${id} delivered once`);
    }
  });

  it('sends a mail whose worker died mid-send once its claim runs out (seconds, not 10 send time-outs), and leaves a claim another worker renews', async () => {
    const claimed = (id: string, at: Date): MailRecord => ({
      _id: id,
      kind: 'contact-received',
      to: 'shop@bloom.test',
      data: { ...sample },
      state: 'sending',
      attempts: 1,
      createdAt: at.toISOString(),
      nextAttemptAt: at.toISOString(),
      claimedAt: at.toISOString(),
      leaseUntil: new Date(at.getTime() + CLAIM_LEASE_MS).toISOString(),
    });
    const messageIdOf = (id: string) => mailMessageId(id, 'no-reply@bloom.test');
    // As a worker killed (kill -9) while sending leaves its mail, and one a live replica is sending.
    const crashedAt = new Date();
    const [died, live] = [`died-${randomUUID()}`, `live-${randomUUID()}`];
    await mails().insert(claimed(died, crashedAt));
    await mails().insert(claimed(live, crashedAt));
    const renewing = setInterval(() => {
      const leaseUntil = new Date(Date.now() + CLAIM_LEASE_MS).toISOString();
      void mails().updateOne({ _id: live, state: 'sending' }, { $set: { leaseUntil } });
    }, LEASE_RENEW_MS);
    try {
      // MAIL_SEND_TIMEOUT_MS is its default, 30 s: 10 send time-outs would be 5 minutes.
      await harness.restart();
      await eventually(
        'the mail of the dead worker is sent',
        async () => (await queue().findById(died))?.state === 'sent',
        CLAIM_LEASE_MS + 10_000,
      );
      const tookMs = Date.now() - crashedAt.getTime();
      assert.ok(tookMs < CLAIM_LEASE_MS + 10_000, `sent ${tookMs} ms after the crash`);
      await new Promise((done) => setTimeout(done, 1000));
      assert.equal(smtp.withMessageId(messageIdOf(died)).length, 1, 'sent once');
      assert.equal((await queue().findById(live))?.state, 'sending', 'the live claim is not taken');
      assert.equal(smtp.withMessageId(messageIdOf(live)).length, 0);
    } finally {
      clearInterval(renewing);
    }
  });

  it('renews the claim of a send in flight: a send the server holds longer than a renewal keeps its mail', async () => {
    // Long enough for a renewal (every LEASE_RENEW_MS) before the held send times out.
    await harness.restart({ MAIL_SEND_TIMEOUT_MS: String(LEASE_RENEW_MS + 2000) });
    const held = smtp.holdNextMail();
    const id = `held-${randomUUID()}`;
    await queue().enqueue(id, 'contact-received', 'shop@bloom.test', sample);
    await held;
    const claimed = await queue().findById(id);
    assert.equal(claimed?.state, 'sending');
    await eventually(
      'the worker renewed its claim',
      async () => ((await queue().findById(id))?.leaseUntil ?? '') > claimed.leaseUntil!,
      LEASE_RENEW_MS + 2000,
    );
    await eventually(
      'the mail is sent after the held try timed out',
      async () => (await queue().findById(id))?.state === 'sent',
    );
    assert.equal(smtp.withMessageId(mailMessageId(id, 'no-reply@bloom.test')).length, 1, 'delivered once');
  });
});
