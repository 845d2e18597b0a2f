import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { simpleParser } from 'mailparser';
import type { ContactMessage } from '@flowershop/common/contracts';
import {
  privateBrokerSkipReason,
  startPrivateBroker,
  startStack,
  type PrivateBroker,
  type Stack,
} from '@flowershop/common/testing';
import { adminLogin, bearer, call } from './support/http.js';

const MESSAGES = 200;
const SENDERS = 8;
/** The broker goes down once this many messages are in, so sends are on both sides of the outage. */
const STOP_AFTER = 50;
/**
 * Messages from this one on wait until the broker is down: stopping it takes seconds on a loaded
 * machine, time enough for the senders to finish every message before the outage begins. The
 * ones between STOP_AFTER and this are in flight while it stops.
 */
const HELD_FROM = STOP_AFTER + 2 * SENDERS;
const RETRY_PAUSE_MS = 100;
/** A message not stored by then is lost: the test fails with the processes' last log lines. */
const GIVE_UP_MS = 120_000;

/** Subjects of the shop's notice mails in the stack's outbox (.eml files, one per Message-ID). */
async function outboxSubjects(dataDir: string): Promise<string[]> {
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.eml'));
  const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(join(dir, file)))));
  return mails.map((mail) => mail.subject ?? '');
}

describe('contact messages while the broker restarts (TRANSPORT=rmq)', { skip: privateBrokerSkipReason() }, () => {
  let broker: PrivateBroker;
  let stack: Stack;

  before(async () => {
    broker = await startPrivateBroker();
    stack = await startStack({
      transport: 'rmq',
      env: { RABBITMQ_URL: broker.url, CONTACT_LIMIT_PER_MINUTE: '100000' },
    });
  });
  after(async () => {
    await stack?.close();
    await broker?.close();
  });

  /** The messaging process's own lines: the gateway's 504s would hide why it stopped answering. */
  const messagingLog = () =>
    stack
      .logs()
      .split('\n')
      .filter((line) => line.startsWith('[messaging]') || !line.startsWith('['))
      .join('\n');

  it(`${MESSAGES} messages sent across a broker restart (each retried with its Idempotency-Key until 201) are all stored and mailed, none twice`, async () => {
    const run = randomUUID().slice(0, 8);
    let stored = 0;
    let refusedWhileDown = 0;
    let brokerDown = false;
    const attempts: Record<string, number> = {};

    /** Sends message `n` until the shop answers 201, as a client that keeps its key would. */
    const sendUntilStored = async (n: number) => {
      const key = `restart-${run}-${n}`;
      const body = JSON.stringify({
        name: `Sender ${n}`,
        email: `sender${n}@example.com`,
        subject: key,
        message: `#${n}`,
      });
      const deadline = Date.now() + GIVE_UP_MS;
      for (;;) {
        assert.ok(
          Date.now() < deadline,
          `${key} still not stored after ${GIVE_UP_MS} ms; messaging said:\n${messagingLog().slice(-4000)}`,
        );
        attempts[key] = (attempts[key] ?? 0) + 1;
        const answer = await call(stack.baseUrl, '/api/contacts', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body,
        }).catch((error: Error) => ({ status: 0, body: error.message }));
        if (answer.status === 201) return void (stored += 1);
        assert.ok(
          [0, 500, 502, 503, 504].includes(answer.status),
          `unexpected ${answer.status}: ${JSON.stringify(answer.body)}`,
        );
        if (brokerDown) refusedWhileDown += 1;
        await new Promise((done) => setTimeout(done, RETRY_PAUSE_MS));
      }
    };

    let brokerStopped!: () => void;
    const outageBegun = new Promise<void>((begun) => (brokerStopped = begun));
    let next = 0;
    const senders = Array.from({ length: SENDERS }, async () => {
      while (next < MESSAGES) {
        const n = next++;
        if (n >= HELD_FROM) await outageBegun;
        await sendUntilStored(n);
      }
    });

    let finished = false;
    const sending = Promise.all(senders).finally(() => {
      finished = true;
    });
    const until = async (condition: () => boolean) => {
      while (!condition() && !finished) await new Promise((done) => setTimeout(done, 20));
    };
    const outage = (async () => {
      await until(() => stored >= STOP_AFTER);
      if (finished) return;
      brokerDown = true;
      await broker.stopApp().finally(brokerStopped);
      try {
        // Down until the shop has visibly noticed (sends refused), not for a guessed time.
        await until(() => refusedWhileDown >= SENDERS);
      } finally {
        await broker.startApp();
        brokerDown = false;
      }
    })();

    await Promise.all([sending, outage]);
    assert.ok(refusedWhileDown >= SENDERS, 'the outage was felt by the senders');
    assert.ok(
      Object.values(attempts).some((count) => count > 1),
      'some messages needed more than one attempt',
    );

    const { token } = await adminLogin(stack.baseUrl);
    const listed = await call<ContactMessage[]>(stack.baseUrl, '/api/contacts', { headers: bearer(token) });
    assert.equal(listed.status, 200);
    const ours = listed.body.filter((message) => message.subject.startsWith(`restart-${run}-`));
    assert.equal(ours.length, MESSAGES, 'every message stored');
    assert.equal(new Set(ours.map((message) => message.subject)).size, MESSAGES, 'none stored twice');

    // Each stored message is mailed to the shop once (the stack sends shop notices to the test admin).
    const mailed = async () =>
      (await outboxSubjects(stack.dataDir)).filter((subject) => subject.includes(`restart-${run}-`));
    const deadline = Date.now() + GIVE_UP_MS;
    while ((await mailed()).length < MESSAGES && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 200));
    }
    const subjects = await mailed();
    assert.equal(subjects.length, MESSAGES, 'one mail per message');
    for (const message of ours) {
      assert.equal(subjects.filter((subject) => subject.endsWith(`: ${message.subject}`)).length, 1, message.subject);
    }
  });
});
