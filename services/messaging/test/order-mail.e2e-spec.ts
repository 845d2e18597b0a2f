import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  ORDERS_EVENTS,
  type Order,
  type OrderPlacedEvent,
  type OrderStatus,
  type OrderStatusChangedEvent,
} from '@flowershop/common/contracts';
import type { EventEnvelope } from '@flowershop/common/events';
import { SHOPPER_ADDRESS, SmtpTestServer, waitFor, type ServiceHarness } from '@flowershop/common/testing';
import { MailQueue } from '../src/mail/mail-queue.js';
import { OrderPlacedMailHandler, OrderStatusMailHandler } from '../src/mail/mail-event-handlers.js';
import { startMessagingForMail } from './support/mail-service.js';

const SHOP = 'shop-orders@bloom.test';
const BASE_URL = 'https://shop.bloom.test';
const TOKEN = 'eyJvIjoiYWJjIiwiZSI6MX0c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmUtc2lnbmE';

function envelope<P>(type: string, payload: P): EventEnvelope<P> {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), source: 'orders', payload };
}

function order(userEmail: string, delivery: Order['delivery'], fulfilment: Order['fulfilment']): OrderPlacedEvent {
  return {
    _id: randomUUID().slice(0, 16),
    orderId: `BB-20261126-${randomUUID().slice(0, 6).toUpperCase()}`,
    status: 'Pending',
    delivery,
    cart: [
      {
        kind: 'bouquet',
        productId: 'p1',
        name: 'Rose Dream',
        quantity: 2,
        basePrice: 30,
        totalPrice: 34,
        price: 34,
        selectedSheet: { id: 'cow', name: 'Cow', price: 4 },
      },
    ],
    subtotal: 68,
    deliveryFee: delivery === 'delivery' ? 10 : 0,
    total: delivery === 'delivery' ? 78 : 68,
    form: { ...SHOPPER_ADDRESS, address2: 'Apt 4' },
    fulfilment,
    userEmail,
    createdAt: new Date().toISOString(),
    statusLinkToken: TOKEN,
  };
}

function statusChange(placed: OrderPlacedEvent, status: OrderStatus, withToken = true): OrderStatusChangedEvent {
  const { address1, address2, city, state, postalCode } = placed.form;
  return {
    _id: placed._id,
    orderId: placed.orderId,
    userEmail: placed.userEmail,
    firstName: placed.form.firstName,
    previousStatus: 'Pending',
    status,
    delivery: placed.delivery,
    ...(placed.fulfilment && { fulfilment: placed.fulfilment }),
    ...(placed.delivery === 'delivery' && { address: { address1, address2, city, state, postalCode } }),
    ...(withToken && { statusLinkToken: `${TOKEN}${status.length}` }),
  };
}

describe('order mails over SMTP: the date, the address and the status link', () => {
  let smtp: SmtpTestServer;
  let harness: ServiceHarness;
  const placedHandler = () => harness.app.get(OrderPlacedMailHandler);
  const statusHandler = () => harness.app.get(OrderStatusMailHandler);
  const mailsWithSubject = (to: string, subject: string) => smtp.mailsTo(to).filter((mail) => mail.subject === subject);

  before(async () => {
    smtp = await SmtpTestServer.start();
    harness = await startMessagingForMail({
      SMTP_URL: smtp.url,
      SHOP_ADMIN_EMAIL: SHOP,
      PUBLIC_BASE_URL: `${BASE_URL}/`,
    });
  });
  after(async () => {
    await harness?.close();
    await smtp?.close();
  });

  it('the confirmation shows the date and the status link; the shop’s notice shows the date and no link', async () => {
    const shopper = `ann-${randomUUID()}@example.test`;
    const placed = order(shopper, 'pickup', { date: '2026-11-27', window: { start: '10:00', end: '12:00' } });
    await placedHandler().handle(envelope(ORDERS_EVENTS.orderPlaced, placed));
    const confirmation = await waitFor(() => smtp.mailsTo(shopper)[0], 'the confirmation');
    const link = `${BASE_URL}/order-status/${TOKEN}`;
    for (const body of [confirmation.text ?? '', String(confirmation.html)]) {
      assert.ok(body.includes('Pickup on Friday, November 27, 2026, 10:00–12:00'), body);
      assert.ok(body.includes(link), `the link, once the base URL's slash is dropped: ${body}`);
    }
    assert.match(
      String(confirmation.html),
      new RegExp(`<a href="${link.replace(/[.?]/g, '\\$&')}"[^>]*>See your order's status</a>`),
    );

    const notice = await waitFor(
      () => smtp.mailsTo(SHOP).find((mail) => mail.subject?.includes(placed.orderId)),
      'the notice',
    );
    assert.ok(notice.text?.includes('Pickup on Friday, November 27, 2026, 10:00–12:00'), notice.text);
    assert.ok(
      !notice.text?.includes('/order-status/') && !String(notice.html).includes('/order-status/'),
      'the link is the shopper’s',
    );
  });

  it('a delivery’s status mail says the status in words, the date and the address, once per change', async () => {
    const shopper = `ben-${randomUUID()}@example.test`;
    const placed = order(shopper, 'delivery', { date: '2026-12-01' });
    const shipped = envelope(ORDERS_EVENTS.orderStatusChanged, statusChange(placed, 'Shipped'));
    // The same event twice (a redelivery) and two real changes.
    await statusHandler().handle(shipped);
    await statusHandler().handle(shipped);
    await statusHandler().handle(envelope(ORDERS_EVENTS.orderStatusChanged, statusChange(placed, 'Delivered')));
    await statusHandler().handle(envelope(ORDERS_EVENTS.orderStatusChanged, statusChange(placed, 'Cancelled')));

    const subject = (status: string) => `Your order ${placed.orderId} is now ${status}`;
    await waitFor(() => mailsWithSubject(shopper, subject('Cancelled'))[0], 'the last mail');
    const mail = await waitFor(() => mailsWithSubject(shopper, subject('Shipped'))[0], 'the Shipped mail');
    const text = mail.text ?? '';
    assert.ok(text.includes('Your flowers are on their way to you.'), text);
    assert.ok(text.includes('Delivery on Tuesday, December 1, 2026'), text);
    assert.ok(text.includes('Delivery address: 12 Elm Street, Apt 4, Maple Township, New Jersey 08001'), text);
    assert.ok(text.includes(`${BASE_URL}/order-status/${TOKEN}7`), text);
    const html = String(mail.html);
    assert.ok(html.includes('#b83267') && html.includes('Bloom &amp; Box'), 'the shop’s look: the shared layout');
    assert.ok(html.includes('Delivery on Tuesday, December 1, 2026') && html.includes('12 Elm Street, Apt 4'));
    assert.match(mailsWithSubject(shopper, subject('Delivered'))[0]?.text ?? '', /Your flowers have been delivered/);
    assert.match(mailsWithSubject(shopper, subject('Cancelled'))[0]?.text ?? '', /Your order is cancelled/);

    const queue = harness.app.get(MailQueue);
    const record = await waitFor(async () => {
      const stored = await queue.findById(`${shipped.id}:order-status`);
      return stored?.state === 'sent' && stored;
    }, 'sent');
    // Sent, the record no longer holds the 30-day status link nor the address.
    assert.equal(record.data, undefined);
    assert.ok(!JSON.stringify(record).includes('/order-status/') && !JSON.stringify(record).includes('Elm Street'));
    for (const status of ['Shipped', 'Delivered', 'Cancelled']) {
      assert.equal(mailsWithSubject(shopper, subject(status)).length, 1, `one ${status} mail`);
    }
  });

  it('a pickup’s status mail shows the window and the shop, no delivery address', async () => {
    const shopper = `cy-${randomUUID()}@example.test`;
    const placed = order(shopper, 'pickup', { date: '2026-11-28', window: { start: '14:00', end: '16:00' } });
    await statusHandler().handle(envelope(ORDERS_EVENTS.orderStatusChanged, statusChange(placed, 'Shipped')));
    const text = (await waitFor(() => smtp.mailsTo(shopper)[0], 'the status mail')).text ?? '';
    assert.ok(text.includes('Your flowers are ready: you can pick them up at the shop.'), text);
    assert.ok(text.includes('Pickup on Saturday, November 28, 2026, 14:00–16:00'), text);
    assert.ok(!text.includes('Delivery address') && !text.includes('12 Elm Street'), text);
  });

  it('an older event without date, delivery or token still mails the new status, without those lines', async () => {
    const shopper = `dee-${randomUUID()}@example.test`;
    const placed = order(shopper, 'delivery', undefined);
    const { delivery: _delivery, address: _address, ...older } = statusChange(placed, 'Processing', false);
    await statusHandler().handle(envelope(ORDERS_EVENTS.orderStatusChanged, older as OrderStatusChangedEvent));
    const text = (await waitFor(() => smtp.mailsTo(shopper)[0], 'the status mail')).text ?? '';
    assert.ok(text.includes(`your order ${placed.orderId} is now: Processing`), text);
    assert.ok(!text.includes('/order-status/') && !/(Pickup|Delivery) on |Pickup at|Delivery address/.test(text), text);
  });
});
