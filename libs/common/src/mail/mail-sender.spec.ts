import 'reflect-metadata';
import { Logger, type LoggerService } from '@nestjs/common';
import assert from 'node:assert/strict';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SmtpTestServer } from '../testing/smtp-test-server.js';
import { tempDir } from '../testing/temp-dir.js';
import { NodemailerMailSender } from './mail-sender.js';

/** A sign-in mail: its subject carries the code, which must reach the mailbox and nowhere else. */
const SIGN_IN_MAIL = {
  to: 'shopper@example.test',
  subject: 'Your login code: 482915',
  text: 'Your code is 482915.',
  messageId: '<sign-in-1@flowershop.test>',
};

/** Every line the Nest logger is given while the test runs. */
function captureLogs(): string[] {
  const lines: string[] = [];
  const keep = (message: unknown) => void lines.push(String(message));
  const capture: LoggerService = { log: keep, warn: keep, error: keep, debug: keep, verbose: keep, fatal: keep };
  Logger.overrideLogger(capture);
  return lines;
}

describe('mail sender: what it logs of a mail', () => {
  let smtp: SmtpTestServer;
  let lines: string[];
  const outbox = tempDir();

  before(async () => {
    smtp = await SmtpTestServer.start();
    lines = captureLogs();
  });
  after(async () => {
    Logger.overrideLogger(false);
    outbox.remove();
    await smtp.close();
  });

  it('over SMTP: the Message-ID and the recipient, not the subject with its code', async () => {
    const sender = new NodemailerMailSender({ smtpUrl: smtp.url, outboxDir: outbox.path, from: 'shop@example.test' });
    await sender.send(SIGN_IN_MAIL);

    assert.equal((await smtp.nthMailTo(SIGN_IN_MAIL.to, 1)).subject, SIGN_IN_MAIL.subject);
    const logged = lines.filter((line) => line.includes(SIGN_IN_MAIL.messageId));
    assert.deepEqual(logged, [`Mail ${SIGN_IN_MAIL.messageId} sent to ${SIGN_IN_MAIL.to}`]);
    assert.ok(!lines.some((line) => line.includes('482915')), lines.join('\n'));
  });

  it('a signal stops a send the server holds, long before the SMTP time-outs', async () => {
    const sender = new NodemailerMailSender({
      smtpUrl: smtp.url,
      outboxDir: outbox.path,
      from: 'shop@example.test',
      timeoutMs: 30_000,
    });
    const held = smtp.holdNextMail();
    const started = Date.now();
    const sending = sender.send({ ...SIGN_IN_MAIL, messageId: '<held-1@flowershop.test>' }, AbortSignal.timeout(500));
    await held;
    await assert.rejects(sending, (error: Error) => /abort/i.test(`${error.name} ${error.message}`));
    assert.ok(Date.now() - started < 5000, `stopped after ${Date.now() - started} ms`);
    assert.equal(smtp.withMessageId('<held-1@flowershop.test>').length, 0);
  });

  it('into the outbox folder: the file and the recipient, not the subject with its code', async () => {
    lines.length = 0;
    await new NodemailerMailSender({ outboxDir: outbox.path, from: 'shop@example.test' }).send(SIGN_IN_MAIL);

    const [file] = readdirSync(outbox.path);
    assert.ok(file?.endsWith('.eml'), `an .eml file in the outbox, found ${file}`);
    assert.equal(lines.length, 1, lines.join('\n'));
    assert.match(lines[0]!, new RegExp(`^Mail ${SIGN_IN_MAIL.messageId} to ${SIGN_IN_MAIL.to} written to .*${file}$`));
    assert.ok(!lines[0]!.includes('482915'));
  });

  it('into an outbox folder removed while the service runs: made again, the mail written', async () => {
    const folder = join(outbox.path, 'cleared');
    const sender = new NodemailerMailSender({ outboxDir: folder, from: 'shop@example.test' });
    rmSync(folder, { recursive: true });
    await sender.send({ ...SIGN_IN_MAIL, messageId: '<after-clear-1@flowershop.test>' });
    assert.deepEqual(readdirSync(folder), ['after-clear-1@flowershop.test.eml']);
  });
});
