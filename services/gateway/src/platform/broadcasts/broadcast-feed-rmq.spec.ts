import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CommonConfig } from '@flowershop/common/config';
import { CATALOG_EVENTS, IDENTITY_EVENTS, type Principal } from '@flowershop/common/contracts';
import { deleteRmqPrefix, signToken, TEST_RABBITMQ_URL, testRmqPrefix, waitFor } from '@flowershop/common/testing';
import { eventNames } from '@flowershop/common/events';
import { acquireAmqpConnection } from '@flowershop/common/transport';
import { TokenRevocationFeed } from '../auth/token-revocation-feed.js';
import { VerifiedTokens } from '../auth/verified-tokens.js';
import { listKey } from '../catalog-cache/catalog-cache-keys.js';
import { CatalogChangeFeed } from '../catalog-cache/catalog-change-feed.js';
import { CatalogReadCache } from '../catalog-cache/catalog-read-cache.js';
import type { BroadcastFeed } from './broadcast-feed.js';

const customer: Principal = { sub: 'c-1', email: 'ann@example.test', role: 'customer' };

/**
 * A gateway's broadcast queues deleted under it (an operator in the management UI): the broker
 * cancels the consumer and the connection stays up, so only the feed itself can bind again. Both
 * feeds run here in the test's process, on its one shared connection: a feed's queue is exclusive,
 * so only that connection (or the broker's own tools) may delete it.
 */
describe('broadcast feeds over RabbitMQ: their queue deleted under them', () => {
  const prefix = testRmqPrefix();
  const config = Object.assign(new CommonConfig(), {
    TRANSPORT: 'rmq' as const,
    RABBITMQ_URL: TEST_RABBITMQ_URL,
    RMQ_PREFIX: prefix,
  });
  const tokens = new VerifiedTokens(60_000);
  // A day-long time-to-live: only a change heard (or a clear) refreshes an answer here.
  const cache = new CatalogReadCache({ ttlMs: 86_400_000, maxEntries: 10 });
  const revocations = new TokenRevocationFeed(config, tokens);
  const catalogue = new CatalogChangeFeed(config, cache);
  const connection = acquireAmqpConnection(TEST_RABBITMQ_URL);

  const publish = async (type: string, payload: unknown) => {
    const channel = await connection.manager.connection!.createChannel();
    channel.publish(eventNames.exchange(prefix), type, Buffer.from(JSON.stringify({ type, payload })));
    await channel.close();
  };
  /** What an operator does: the queue goes, the consumer is cancelled, the connection stays. */
  const deleteQueueOf = async (feed: BroadcastFeed) => {
    const queue = feed.queue;
    assert.ok(queue, 'the feed is bound');
    const channel = await connection.manager.connection!.createChannel();
    await channel.deleteQueue(queue);
    await channel.close();
    await waitFor(() => feed.queue !== undefined && feed.queue !== queue, 'the feed bound to a new queue', 5_000);
  };

  before(async () => {
    await revocations.onApplicationBootstrap();
    await catalogue.onApplicationBootstrap();
    assert.ok(revocations.queue && catalogue.queue, 'both feeds bound');
  });
  after(async () => {
    await revocations.onApplicationShutdown();
    await catalogue.onApplicationShutdown();
    // The last user closes the connection: the broker deletes the exclusive queues with it.
    await connection.release();
    await deleteRmqPrefix(prefix);
  });

  it('revocations: drops the tokens it kept, then keeps tokens again and hears their revocation', async () => {
    const token = signToken('broadcast-feed-spec-secret-0123456789', { ...customer });
    tokens.remember(token, customer, tokens.revocationMark);
    assert.deepEqual(tokens.get(token), customer);

    await deleteQueueOf(revocations);
    assert.equal(tokens.get(token), undefined, 'revocations may have been missed: nothing kept is trusted');

    tokens.remember(token, customer, tokens.revocationMark);
    assert.deepEqual(tokens.get(token), customer, 'listening again');
    const { jti } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti: string };
    await publish(IDENTITY_EVENTS.tokenRevoked, { jti });
    await waitFor(() => tokens.get(token) === undefined, 'the revocation heard on the new queue', 5_000);
  });

  it('catalogue: drops what it cached, then hears the next change', async () => {
    let version = 1;
    const read = async () =>
      JSON.parse((await cache.read(listKey('keychain'), async () => ({ version }))).identity.bytes.toString()) as {
        version: number;
      };
    assert.equal((await read()).version, 1);
    version = 2; // a change whose event is missed while the queue is away
    assert.equal((await read()).version, 1, 'cached');

    await deleteQueueOf(catalogue);
    assert.equal((await read()).version, 2, 'changes may have been missed: read anew');

    version = 3;
    assert.equal((await read()).version, 2, 'cached again');
    await publish(CATALOG_EVENTS.productChanged, { kind: 'keychain' });
    await waitFor(async () => (await read()).version === 3, 'the change heard on the new queue', 5_000);
  });
});
