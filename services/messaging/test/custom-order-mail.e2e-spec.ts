import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ORDERS_EVENTS, type CustomOrderSubmittedEvent } from '@flowershop/common/contracts';
import type { EventEnvelope } from '@flowershop/common/events';
import { SmtpTestServer, waitFor, type ServiceHarness } from '@flowershop/common/testing';
import { CustomOrderMailHandler } from '../src/mail/mail-event-handlers.js';
import { MAIL_KINDS } from '../src/mail/mail-kinds.js';
import { MailQueue } from '../src/mail/mail-queue.js';
import { startMessagingForMail } from './support/mail-service.js';

const SHOP = 'shop-custom@bloom.test';
const ACKNOWLEDGEMENT = 'We have your custom order request';
const CUSTOM_ORDER_ACKNOWLEDGEMENTS_PER_DAY = MAIL_KINDS['custom-order-received'].perRecipientPerDay;

function submitted(email: string, name: string): EventEnvelope<CustomOrderSubmittedEvent> {
  return {
    id: randomUUID(),
    type: ORDERS_EVENTS.customOrderSubmitted,
    occurredAt: new Date().toISOString(),
    source: 'orders',
    payload: {
      _id: randomUUID().slice(0, 16),
      type: 'existing',
      name,
      email,
      phone: '609 555 0111',
      message: 'Something yellow',
      productName: 'Rose Dream',
      status: 'Pending',
      createdAt: new Date().toISOString(),
    },
  };
}

describe('custom order mails: a day’s acknowledgements to one address are capped', () => {
  let smtp: SmtpTestServer;
  let harness: ServiceHarness;
  const handler = () => harness.app.get(CustomOrderMailHandler);
  const acknowledgements = (to: string) => smtp.mailsTo(to).filter((mail) => mail.subject === ACKNOWLEDGEMENT);
  const notices = (name: string) => smtp.mailsTo(SHOP).filter((mail) => mail.subject?.endsWith(`from ${name}`));

  before(async () => {
    smtp = await SmtpTestServer.start();
    harness = await startMessagingForMail({ SMTP_URL: smtp.url, SHOP_ADMIN_EMAIL: SHOP });
  });
  after(async () => {
    await harness?.close();
    await smtp?.close();
  });

  it('the acknowledgement has a cap, below the five requests the test sends', () => {
    assert.equal(CUSTOM_ORDER_ACKNOWLEDGEMENTS_PER_DAY, 3);
  });

  it('acknowledges the first requests for an inbox, however its address is spelled; past the cap only the shop hears', async () => {
    const mailbox = `vic-${randomUUID().slice(0, 8)}`;
    const victim = `${mailbox}@example.test`;
    // (Lower-case domains: the sender writes domains in lower case, and mailsTo matches exactly.)
    // One inbox, five spellings: letter case, a +tag, a quoted local part.
    const spellings = [
      victim,
      `${mailbox.toUpperCase()}@example.test`,
      `${mailbox}+cake@example.test`,
      `"${mailbox}"@example.test`,
      victim,
    ];
    const events = spellings.map((email, index) => submitted(email, `Sender ${victim} ${index}`));
    for (const event of events) await handler().handle(event);

    await waitFor(
      () => events.every((event) => notices(event.payload.name).length === 1),
      'every request reaches the shop',
    );
    const queued = await harness.app.get(MailQueue).countQueuedSince('custom-order-received', victim, new Date(0));
    assert.equal(queued, CUSTOM_ORDER_ACKNOWLEDGEMENTS_PER_DAY);
    const sentToVictim = () => [...new Set(spellings)].flatMap(acknowledgements).length;
    await waitFor(
      () => sentToVictim() === CUSTOM_ORDER_ACKNOWLEDGEMENTS_PER_DAY,
      'the first acknowledgements are sent',
    );

    // A redelivered first event neither sends its acknowledgement again nor counts as a new one.
    await handler().handle(events[0]!);
    assert.equal(
      await harness.app.get(MailQueue).countQueuedSince('custom-order-received', victim, new Date(0)),
      CUSTOM_ORDER_ACKNOWLEDGEMENTS_PER_DAY,
    );

    const other = `other-${randomUUID().slice(0, 8)}@example.test`;
    await handler().handle(submitted(other, 'Someone Else'));
    await waitFor(() => acknowledgements(other).length === 1, 'another address is acknowledged');
    assert.equal(sentToVictim(), CUSTOM_ORDER_ACKNOWLEDGEMENTS_PER_DAY);
  });
});
