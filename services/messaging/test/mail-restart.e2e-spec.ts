import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { DOCUMENT_STORE, type DocumentStore } from '@flowershop/common/persistence';
import { freePort, SmtpTestServer, type ServiceHarness } from '@flowershop/common/testing';
import { MAIL_KINDS } from '../src/mail/mail-kinds.js';
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
    // A mail a crashed worker claimed an hour ago (claims count as abandoned after 10 send
    // time-outs, 5 minutes by default): it may or may not have left.
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
});
