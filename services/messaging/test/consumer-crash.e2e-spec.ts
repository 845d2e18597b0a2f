import amqp from 'amqplib';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { MESSAGING_EVENTS, type ContactMessage } from '@flowershop/common/contracts';
import { createEnvelope, eventNames, PROCESSED_EVENTS } from '@flowershop/common/events';
import { NedbDocumentStore } from '@flowershop/common/persistence/nedb';
import {
  deleteRmqPrefix,
  freePort,
  REPO_ROOT,
  SmtpTestServer,
  startTcpProxy,
  tempDir,
  testRmqPrefix,
  TEST_RABBITMQ_URL,
  waitFor,
  type TcpProxy,
} from '@flowershop/common/testing';
import { MAIL_KINDS } from '../src/mail/mail-kinds.js';
import { CLAIM_LEASE_MS } from '../src/mail/mail-lease.js';
import { MAILS_COLLECTION, type MailRecord } from '../src/mail/mail-record.js';
import { mailMessageId } from '../src/mail/message-id.js';

const SHOP = 'shop@bloom.test';
const FROM = 'no-reply@bloom.test';
/**
 * When a dead worker's mail goes is the lease's business (CLAIM_LEASE_MS), not this: long enough
 * that a loaded machine's slow SMTP answer is not taken for a lost one (a resend after the server
 * took the mail would be a second copy), short enough for the window below.
 */
const SEND_TIMEOUT_MS = 3000;
/** How long a second copy is looked for after the first arrived (reason at its use). */
const NO_SECOND_COPY_WINDOW_MS = 3 * SEND_TIMEOUT_MS;

describe('messaging killed before it acknowledged a contact event', () => {
  const dir = tempDir('flowershop-consumer-crash-');
  const prefix = testRmqPrefix();
  const eventQueue = eventNames.queue(prefix, 'messaging');
  let smtp: SmtpTestServer;
  let proxy: TcpProxy;
  let broker: amqp.ChannelModel;
  let channel: amqp.ConfirmChannel;
  let messaging: ChildProcess | undefined;
  let output = '';

  /** The queue's counts; undefined until messaging has declared it (a failed check closes its channel). */
  const eventQueueState = async () => {
    const probe = await broker.createChannel();
    probe.on('error', () => undefined);
    try {
      return await probe.checkQueue(eventQueue);
    } catch {
      return undefined;
    } finally {
      await probe.close().catch(() => undefined);
    }
  };

  /** The real messaging process (built code, as `npm start` runs it) on the given broker URL. */
  const launchMessaging = async (rabbitmqUrl: string) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'services', 'messaging', 'dist', 'src', 'main.js')], {
      env: {
        ...process.env,
        TRANSPORT: 'rmq',
        RABBITMQ_URL: rabbitmqUrl,
        RMQ_PREFIX: prefix,
        DATA_DIR: dir.path,
        MESSAGING_TCP_PORT: String(await freePort()),
        SMTP_URL: smtp.url,
        MAIL_FROM: FROM,
        SHOP_ADMIN_EMAIL: SHOP,
        MAIL_SEND_TIMEOUT_MS: String(SEND_TIMEOUT_MS),
        MAIL_RETRY_DELAY_MS: '50',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    messaging = child;
    await waitFor(
      async () => (await eventQueueState())?.consumerCount === 1,
      `messaging consuming ${eventQueue}\n${output.slice(-3000)}`,
      60_000,
    );
  };
  const stopMessaging = (signal: NodeJS.Signals) =>
    new Promise<void>((done) => {
      const child = messaging;
      messaging = undefined;
      if (!child || child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill(signal);
    });

  before(async () => {
    smtp = await SmtpTestServer.start();
    const target = new URL(TEST_RABBITMQ_URL);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5672));
    broker = await amqp.connect(TEST_RABBITMQ_URL);
    channel = await broker.createConfirmChannel();
  });

  after(async () => {
    await stopMessaging('SIGKILL');
    await proxy?.close();
    await smtp?.close();
    await broker?.close();
    await deleteRmqPrefix(prefix, TEST_RABBITMQ_URL).catch(() => undefined);
    dir.remove();
  });

  it('gets the event again after a restart and sends the shop exactly one mail', async () => {
    // Through the proxy, so the test can keep messaging's acknowledgement from the broker.
    const proxyUrl = new URL(TEST_RABBITMQ_URL);
    proxyUrl.hostname = '127.0.0.1';
    proxyUrl.port = String(proxy.port);
    await launchMessaging(proxyUrl.href);

    const contact: ContactMessage = {
      _id: randomUUID(),
      name: 'Crash Test',
      email: 'crash@bloom.test',
      phone: '',
      subject: `Killed before the ack ${randomUUID()}`,
      message: 'Is this mailed once?',
      createdAt: new Date().toISOString(),
    };
    // What messaging's outbox relay publishes for a stored contact message; published here because
    // messaging's own publishes would be held by the proxy too.
    const envelope = createEnvelope({ type: MESSAGING_EVENTS.contactReceived, payload: contact }, 'messaging');
    const messageId = mailMessageId(`${envelope.id}:contact-received`, FROM);
    const subject = MAIL_KINDS['contact-received'].subject({ ...contact, receivedAt: contact.createdAt });

    let mailDataArrived = false;
    void smtp.holdNextMail().then(() => (mailDataArrived = true));
    proxy.holdFromClients();
    channel.publish(eventNames.exchange(prefix), envelope.type, Buffer.from(JSON.stringify(envelope)), {
      persistent: true,
      messageId: envelope.id,
      type: envelope.type,
    });
    await channel.waitForConfirms();

    // The mail's data at the SMTP server proves the handler ran; its ack cannot have reached the broker.
    await waitFor(() => mailDataArrived, `the notice mail reaching the SMTP server\n${output.slice(-3000)}`);
    await stopMessaging('SIGKILL');
    const killedAt = Date.now();

    const returned = await waitFor(
      () => channel.get(eventQueue, { noAck: false }),
      'the unacknowledged event back in the queue',
    );
    assert.equal(JSON.parse(returned.content.toString()).id, envelope.id);
    assert.equal(returned.fields.redelivered, true, 'the broker had delivered it before');
    channel.nack(returned, false, true);
    assert.equal(smtp.received.length, 0, 'the held mail was never accepted');

    // Restarted at once: the killed worker's claim on the mail is no longer renewed, and the new
    // process takes it back when its lease runs out.
    await launchMessaging(TEST_RABBITMQ_URL);

    const withSubject = () => smtp.received.filter((mail) => mail.subject === subject);
    await waitFor(() => withSubject().length > 0, `the notice mail after the restart\n${output.slice(-3000)}`, 30_000);
    const tookMs = Date.now() - killedAt;
    assert.ok(tookMs < CLAIM_LEASE_MS + 10_000, `mailed ${tookMs} ms after the kill`);
    await waitFor(
      async () => (await eventQueueState())?.messageCount === 0,
      'the redelivered event taken by the restarted messaging',
    );
    // A second copy would need a second mail document (impossible: its id is `<event id>:contact-received`,
    // checked below) or a resend of this one, which the worker starts within milliseconds of a
    // queueing or a failed/abandoned send; a window of three send time-outs would show it.
    await new Promise((done) => setTimeout(done, NO_SECOND_COPY_WINDOW_MS));
    const copies = withSubject();
    assert.equal(copies.length, 1, `exactly one mail\n${output.slice(-3000)}`);
    assert.equal(copies[0]!.messageId, messageId);

    // Stopped cleanly, the store shows the mail sent (never to be sent again) and the event handled.
    await stopMessaging('SIGTERM');
    const store = new NedbDocumentStore(join(dir.path, 'db', 'messaging'));
    try {
      const mails = await store.collection<MailRecord>(MAILS_COLLECTION).find({});
      assert.deepEqual(
        mails.map(({ _id, state }) => ({ _id, state })),
        [{ _id: `${envelope.id}:contact-received`, state: 'sent' }],
      );
      assert.equal(await store.collection(PROCESSED_EVENTS).count({ _id: envelope.id }), 1);
    } finally {
      await store.close();
    }
  });
});
