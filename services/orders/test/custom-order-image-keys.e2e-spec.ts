import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { ORDERS_PATTERNS, type CustomOrder, type CustomOrderDeleted } from '@flowershop/common/contracts';
import { setupsUnderTest } from '@flowershop/common/testing';
import { useOrdersUnderTest } from './support/orders-under-test.js';

const { customOrders } = ORDERS_PATTERNS;
const REQUEST = { type: 'upload', name: 'Cy Young', email: 'cy@example.test', phone: '555-0100' };

// `orders.custom-order.list-image-keys`: what the gateway's picture sweep must keep, from either store.
for (const setup of setupsUnderTest()) {
  describe(`custom orders' picture keys ${setup.title}`, { skip: setup.skip }, () => {
    const { send } = useOrdersUnderTest(setup, {});
    const imageKeys = () => send<string[]>(customOrders.listImageKeys, {});

    it('answers the picture key of every stored request, none for requests without one or deleted ones', async () => {
      assert.deepEqual(await imageKeys(), []);
      const kept = `custom-${randomUUID()}.webp`;
      const dropped = `custom-${randomUUID()}.webp`;
      await send<CustomOrder>(customOrders.submit, { request: REQUEST, imageKey: kept, imageDigest: 'a'.repeat(64) });
      const gone = await send<CustomOrder>(customOrders.submit, {
        request: REQUEST,
        imageKey: dropped,
        imageDigest: 'b'.repeat(64),
      });
      await send<CustomOrder>(customOrders.submit, { request: REQUEST });
      // A read-only answer arrives frozen (it may be shared by several callers over RabbitMQ).
      assert.deepEqual([...(await imageKeys())].sort(), [kept, dropped].sort());
      assert.deepEqual(await send<CustomOrderDeleted>(customOrders.delete, { id: gone._id }), {
        deleted: true,
        imageKey: dropped,
      });
      assert.deepEqual(await imageKeys(), [kept]);
    });
  });
}
