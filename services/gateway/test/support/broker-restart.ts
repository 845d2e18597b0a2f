import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { PrivateBroker } from '@flowershop/common/testing';
import type { Answer } from './http.js';

export interface AcrossRestartOptions {
  broker: PrivateBroker;
  /** How many writes, sent by `senders` clients side by side. */
  count: number;
  senders: number;
  /** The broker goes down once this many writes are in, so sends are on both sides of the outage. */
  stopAfter: number;
  /**
   * Sends write `n` once (with the same Idempotency-Key each time it is called for `n`); any
   * answer but 201 or an outage status (0 = no answer, 500, 502–504) fails the test.
   */
  send(n: number): Promise<Pick<Answer, 'status' | 'body'>>;
  /** What the processes said, shown when a write is still not stored at the end. */
  logs(): string;
}

export interface AcrossRestartOutcome {
  /** Refusals the senders got while the broker was down. */
  refusedWhileDown: number;
  /** Sends per write, by `n`. */
  attempts: number[];
}

const RETRY_PAUSE_MS = 100;
/** A write not stored by then is lost: the test fails with the processes' last log lines. */
export const GIVE_UP_MS = 120_000;
const OUTAGE_STATUSES = [0, 500, 502, 503, 504];

/**
 * Sends `count` writes as clients that keep their Idempotency-Key would — each retried until
 * 201 — while the broker stops after `stopAfter` are stored and starts again once every sender
 * has been refused. Writes from `stopAfter + 2 × senders` on wait until the broker is down:
 * stopping it takes seconds on a loaded machine, time enough for the senders to finish every
 * write before the outage begins; those in between are in flight while it stops.
 */
export async function sendAcrossBrokerRestart(options: AcrossRestartOptions): Promise<AcrossRestartOutcome> {
  const { broker, count, senders, stopAfter } = options;
  const heldFrom = stopAfter + 2 * senders;
  const attempts = Array.from({ length: count }, () => 0);
  let stored = 0;
  let refusedWhileDown = 0;
  let brokerDown = false;

  const sendUntilStored = async (n: number) => {
    const deadline = Date.now() + GIVE_UP_MS;
    for (;;) {
      assert.ok(
        Date.now() < deadline,
        `write ${n} still not stored after ${GIVE_UP_MS} ms; the processes said:\n${options.logs().slice(-4000)}`,
      );
      attempts[n] += 1;
      const answer = await options.send(n).catch((error: Error) => ({ status: 0, body: error.message }));
      if (answer.status === 201) return void (stored += 1);
      assert.ok(OUTAGE_STATUSES.includes(answer.status), `unexpected ${answer.status}: ${JSON.stringify(answer.body)}`);
      if (brokerDown) refusedWhileDown += 1;
      await new Promise((done) => setTimeout(done, RETRY_PAUSE_MS));
    }
  };

  let brokerStopped!: () => void;
  const outageBegun = new Promise<void>((begun) => (brokerStopped = begun));
  let next = 0;
  let finished = false;
  const sending = Promise.all(
    Array.from({ length: senders }, async () => {
      while (next < count) {
        const n = next++;
        if (n >= heldFrom) await outageBegun;
        await sendUntilStored(n);
      }
    }),
  ).finally(() => (finished = true));
  const until = async (condition: () => boolean) => {
    while (!condition() && !finished) await new Promise((done) => setTimeout(done, 20));
  };
  const outage = (async () => {
    await until(() => stored >= stopAfter);
    if (finished) return;
    brokerDown = true;
    await broker.stopApp().finally(brokerStopped);
    try {
      // Down until the shop has visibly noticed (sends refused), not for a guessed time.
      await until(() => refusedWhileDown >= senders);
    } finally {
      await broker.startApp();
      brokerDown = false;
    }
  })();

  await Promise.all([sending, outage]);
  assert.ok(refusedWhileDown >= senders, 'the outage was felt by the senders');
  assert.ok(
    attempts.some((count) => count > 1),
    'some writes needed more than one attempt',
  );
  return { refusedWhileDown, attempts };
}

/** The mails in a stack's outbox (.eml files, one per Message-ID), parsed. */
export async function outboxMails(dataDir: string): Promise<ParsedMail[]> {
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.eml'));
  return await Promise.all(files.map(async (file) => simpleParser(await readFile(join(dir, file)))));
}

/** Waits until `matching` mails are in the outbox (or GIVE_UP_MS passed), and returns those. */
export async function waitForOutboxMails(
  dataDir: string,
  matching: (mail: ParsedMail) => boolean,
  expected: number,
): Promise<ParsedMail[]> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    const mails = (await outboxMails(dataDir)).filter(matching);
    if (mails.length >= expected || Date.now() > deadline) return mails;
    await new Promise((done) => setTimeout(done, 200));
  }
}
