import 'reflect-metadata';
import assert from 'node:assert/strict';
import { after, beforeEach, describe, it } from 'node:test';
import { Logger } from '@nestjs/common';
import { SecretSeal } from '@flowershop/common/config';
import { captureNestLogs, inMemoryStore, TEST_SEAL_KEYS, type CapturedLogLine } from '@flowershop/common/testing';
import { MAIL_KINDS } from './mail-kinds.js';
import { CLAIM_LEASE_MS } from './mail-lease.js';
import { MailQueue } from './mail-queue.js';
import { MailRenderer } from './mail-renderer.js';

const renderer = new MailRenderer();
const queue = () => new MailQueue(inMemoryStore(), renderer, new SecretSeal(TEST_SEAL_KEYS));
const OTP = MAIL_KINDS['otp-code'].sample;
const ACK = MAIL_KINDS['custom-order-received'].sample;
const STATUS = MAIL_KINDS['order-status-changed'].sample;
const later = (ms: number) => new Date(Date.now() + ms);

describe('the mail queue', () => {
  let logs: CapturedLogLine[];
  beforeEach(() => {
    logs = captureNestLogs();
  });
  after(() => Logger.overrideLogger(false));

  it('queues a mail once per id: a repeated event changes nothing', async () => {
    const mails = queue();
    assert.equal(await mails.enqueue('event-1:otp-code', 'otp-code', 'ann@example.test', OTP), true);
    assert.equal(
      await mails.enqueue('event-1:otp-code', 'otp-code', 'ann@example.test', { ...OTP, code: '000000' }),
      false,
    );
    const [due] = await mails.due(later(1), 10);
    assert.deepEqual([due?.state, due?.attempts, mails.dataOf(due!)?.code], ['pending', 0, OTP.code]);
  });

  it('keeps the secret fields of a waiting mail sealed, for that mail only, and opens one queued before sealing', async () => {
    const mails = queue();
    await mails.enqueue('e1:otp', 'otp-code', 'ann@example.test', OTP);
    await mails.enqueue('e2:status', 'order-status-changed', 'ann@example.test', STATUS);
    const otp = (await mails.findById('e1:otp'))!;
    const status = (await mails.findById('e2:status'))!;
    assert.ok(SecretSeal.isSealed(otp.data?.code) && SecretSeal.isSealed(status.data?.statusUrl));
    assert.ok(!JSON.stringify([otp, status]).includes(OTP.code) && !JSON.stringify(status).includes('order-status/'));
    assert.equal(status.data?.orderId, STATUS.orderId, 'the rest stays readable');
    assert.deepEqual(mails.dataOf(status), STATUS);
    assert.throws(() => mails.dataOf({ ...otp, _id: 'e3:otp' }), /does not open/, 'moved to another mail');
    assert.deepEqual(mails.dataOf({ ...otp, data: { ...OTP } }), OTP);
  });

  it('refuses bad input before anything is stored', async () => {
    const mails = queue();
    await assert.rejects(mails.enqueue('m1', 'otp-code', 'not an address', OTP), /not an e-mail address/);
    await assert.rejects(
      mails.enqueue('m1', 'no-such-kind' as 'otp-code', 'ann@example.test', OTP),
      /Unknown mail kind/,
    );
    await assert.rejects(mails.enqueue('', 'otp-code', 'ann@example.test', OTP), /Mail id must be/);
    assert.equal(await mails.findById('m1'), null);
  });

  it('sends an address at most its kind’s daily number, however the address is spelt', async () => {
    const mails = queue();
    const cap = MAIL_KINDS['custom-order-received'].perRecipientPerDay!;
    const spellings = ['ben@example.test', 'Ben@Example.TEST', 'ben+shop@example.test', 'BEN+again@example.test'];
    const queued = [];
    for (const [i, to] of spellings.entries())
      queued.push(await mails.enqueue(`ack-${i}`, 'custom-order-received', to, ACK));
    assert.deepEqual(queued, [...Array(cap).fill(true), false]);
    assert.deepEqual(
      logs.filter((line) => line.level === 'warn').map((line) => line.message),
      [`No custom-order-received mail to BEN+again@example.test: ${cap} in the last day already, at most ${cap}`],
    );
    assert.equal(
      await mails.enqueue('ack-0', 'custom-order-received', spellings[0]!, ACK),
      false,
      'a repeat is no new mail',
    );
    assert.equal(await mails.enqueue('other', 'custom-order-received', 'cy@example.test', ACK), true);
  });

  it('hands out due mails urgent first (a sign-in code before order mails), then oldest first', async () => {
    const mails = queue();
    await mails.enqueue('status-1', 'order-status-changed', 'ann@example.test', STATUS);
    await mails.enqueue('status-2', 'order-status-changed', 'ann@example.test', STATUS);
    await mails.enqueue('code', 'otp-code', 'ann@example.test', OTP);
    assert.deepEqual(
      (await mails.due(later(1), 10)).map((mail) => mail._id),
      ['code', 'status-1', 'status-2'],
    );
    assert.deepEqual(await mails.due(new Date(Date.now() - 60_000), 10), [], 'none before its time');
  });

  it('lets one worker claim a mail; a mail sent drops its data, a code mail that failed for good too', async () => {
    const mails = queue();
    await mails.enqueue('status', 'order-status-changed', 'ann@example.test', STATUS);
    await mails.enqueue('code', 'otp-code', 'ann@example.test', OTP);
    const [code, status] = await mails.due(later(1), 10);
    const claimed = await mails.claim(status!, new Date());
    assert.equal(claimed?.attempts, 1);
    assert.equal(await mails.claim(status!, new Date()), null, 'a second worker gets nothing');
    await mails.markSent(claimed!, '<m1@shop>');
    const sent = await mails.findById('status');
    assert.deepEqual([sent?.state, sent?.messageId, 'data' in sent!], ['sent', '<m1@shop>', false]);

    const claimedCode = await mails.claim(code!, new Date());
    await mails.markFailed(claimedCode!, '550 no such user', '<m2@shop>');
    const failed = await mails.findById('code');
    assert.deepEqual([failed?.state, 'data' in failed!], ['failed', false], 'an expired code helps nobody');
  });

  it('keeps the data of other failed mails, so that a person can send them again', async () => {
    const mails = queue();
    await mails.enqueue('status', 'order-status-changed', 'ann@example.test', STATUS);
    const [status] = await mails.due(later(1), 10);
    await mails.markFailed((await mails.claim(status!, new Date()))!, '550 no such user', '<m3@shop>');
    assert.equal((await mails.findById('status'))?.data?.orderId, STATUS.orderId);
  });

  it('retries later; a claim that ran out goes back to the queue, and its old worker can no longer finish it', async () => {
    const mails = queue();
    await mails.enqueue('status', 'order-status-changed', 'ann@example.test', STATUS);
    const [status] = await mails.due(later(1), 10);
    const first = (await mails.claim(status!, new Date()))!;
    await mails.retryLater(first, '421 try again', 60_000);
    assert.deepEqual(await mails.due(later(1), 10), [], 'waits out its delay');
    const [again] = await mails.due(later(60_001), 10);
    assert.equal(again?.lastError, '421 try again');

    const stale = (await mails.claim(again!, new Date()))!;
    assert.equal(await mails.reclaimAbandoned(later(CLAIM_LEASE_MS - 1_000)), 0, 'its lease still holds');
    assert.equal(await mails.reclaimAbandoned(later(CLAIM_LEASE_MS + 1_000)), 1);
    const [back] = await mails.due(later(CLAIM_LEASE_MS + 2_000), 10);
    const fresh = (await mails.claim(back!, later(CLAIM_LEASE_MS + 2_000)))!;
    assert.equal(await mails.renewClaim(stale), false);
    await mails.markSent(stale, '<old@shop>');
    assert.equal((await mails.findById('status'))?.state, 'sending', "the old worker's word counts no more");
    await mails.markSent(fresh, '<new@shop>');
    assert.equal((await mails.findById('status'))?.messageId, '<new@shop>');
  });
});
