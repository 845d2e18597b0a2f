import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signOrderStatusToken, type Order } from '@flowershop/common/contracts';
import { inMemoryStore, SHOPPER_ADDRESS, TEST_SEAL_KEYS } from '@flowershop/common/testing';
import { OrdersConfig } from '../../config/orders.config.js';
import { ORDERS, type OrderRecord } from '../order-record.js';
import {
  EXPIRED_LINK_MESSAGE,
  INVALID_LINK_MESSAGE,
  OrderStatusByLink,
  REMOVED_ORDER_MESSAGE,
} from './order-status-by-link.js';
import { OrderStatusLinks } from './order-status-links.js';

const SECRET = 'the orders service secret, 32 characters or more';
const PLACED = new Date('2026-12-01T15:00:00Z');
const DAY_MS = 86_400_000;

const ORDER: OrderRecord = {
  _id: 'order-1',
  orderId: 'BB-20261201-K7Q2XM',
  status: 'Shipped',
  delivery: 'delivery',
  fulfilment: { date: '2026-12-04' },
  cart: [
    {
      kind: 'bouquet',
      productId: 'rose',
      name: 'Rose Dream',
      quantity: 2,
      basePrice: 30,
      totalPrice: 34,
      price: 34,
      selectedSheet: { id: 'cow', name: 'Cow', price: 4 },
    },
  ],
  subtotal: 68,
  deliveryFee: 10,
  total: 78,
  form: { ...SHOPPER_ADDRESS, lastName: 'Secret-Surname', cardMessage: 'For your eyes only' },
  userEmail: 'ann@example.test',
  createdAt: PLACED.toISOString(),
  requestFingerprint: 'not for the page',
};

async function linksWith(order: Order | null = ORDER) {
  const store = inMemoryStore();
  if (order) await store.collection<OrderRecord>(ORDERS).insert(order);
  const config = Object.assign(new OrdersConfig(), {
    ORDER_LINK_SECRET: SECRET,
    ORDER_LINK_TTL_DAYS: 30,
    SEAL_KEYS: TEST_SEAL_KEYS,
  });
  const links = new OrderStatusLinks(config);
  return { links, byLink: new OrderStatusByLink(store, links), store };
}

describe('order status links', () => {
  it('show what the e-mails showed and no more: first name, address, lines, status; never e-mail, phone, surname or card', async () => {
    const { links, byLink } = await linksWith();
    const view = await byLink.view(links.tokenFor(ORDER._id, PLACED), new Date(PLACED.getTime() + DAY_MS));
    assert.deepEqual(view, {
      orderId: 'BB-20261201-K7Q2XM',
      status: 'Shipped',
      delivery: 'delivery',
      fulfilment: { date: '2026-12-04' },
      firstName: 'Ann',
      address: {
        address1: '12 Elm Street',
        address2: '',
        city: 'Maple Township',
        state: 'New Jersey',
        postalCode: '08001',
      },
      lines: [{ name: 'Rose Dream', quantity: 2, sheetName: 'Cow' }],
      total: 78,
      createdAt: PLACED.toISOString(),
      linkExpiresAt: new Date(PLACED.getTime() + 30 * DAY_MS).toISOString(),
    });
  });

  it('show no address for a pickup order', async () => {
    const { links, byLink } = await linksWith({ ...ORDER, delivery: 'pickup' });
    const view = await byLink.view(links.tokenFor(ORDER._id, PLACED), PLACED);
    assert.equal('address' in view, false);
  });

  it('work for ORDER_LINK_TTL_DAYS after the mail, then answer 410', async () => {
    const { links, byLink } = await linksWith();
    const token = links.tokenFor(ORDER._id, PLACED);
    const lastMinute = new Date(PLACED.getTime() + 30 * DAY_MS - 60_000);
    assert.equal((await byLink.view(token, lastMinute)).orderId, ORDER.orderId);
    await assert.rejects(byLink.view(token, new Date(PLACED.getTime() + 30 * DAY_MS)), {
      code: 'ORDERS.LINK_EXPIRED',
      status: 410,
      message: EXPIRED_LINK_MESSAGE,
    });
  });

  it('refuse with 404 a link altered, cut short, made up or signed with another secret', async () => {
    const { links, byLink } = await linksWith();
    const token = links.tokenFor(ORDER._id, PLACED);
    const otherOrder = signOrderStatusToken(SECRET, 'order-2', new Date(PLACED.getTime() + DAY_MS)).slice(0, -43);
    const forged = [
      `${otherOrder}${token.slice(-43)}`, // another order's payload under this order's signature
      token.slice(0, -1),
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      signOrderStatusToken('another secret, also 32 characters long', ORDER._id, new Date(PLACED.getTime() + DAY_MS)),
      `${token}.`,
      'x'.repeat(300),
      '',
    ];
    for (const candidate of forged) {
      await assert.rejects(
        byLink.view(candidate, PLACED),
        { code: 'ORDERS.LINK_INVALID', status: 404, message: INVALID_LINK_MESSAGE },
        candidate,
      );
    }
  });

  it('say so when the link is genuine but the admin deleted its order', async () => {
    const { links, byLink } = await linksWith(null);
    await assert.rejects(byLink.view(links.tokenFor(ORDER._id, PLACED), PLACED), {
      code: 'ORDERS.ORDER_REMOVED',
      status: 404,
      message: REMOVED_ORDER_MESSAGE,
    });
  });
});
