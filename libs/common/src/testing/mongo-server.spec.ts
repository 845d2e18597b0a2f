import assert from 'node:assert/strict';
import { createConnection } from 'node:net';
import { describe, it } from 'node:test';
import type { StoredDocument } from '../persistence/document-store.js';
import { MongoDocumentStore } from '../persistence/mongo-document-store.js';
import {
  dropTestDatabases,
  mongoUnavailableReason,
  startMongoCompatibleServer,
  startMongoTestStore,
} from './mongo-server.js';

type Row = StoredDocument & Record<string, unknown>;

function portAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('MongoDB-compatible test server', { skip: mongoUnavailableReason() }, () => {
  it('gives each test store its own databases, empties them on close and stops a server it started', async () => {
    const first = await startMongoTestStore();
    const second = await startMongoTestStore();
    assert.notEqual(first.env.MONGO_DB_PREFIX, second.env.MONGO_DB_PREFIX);
    assert.equal(first.databaseOf('orders'), `${first.env.MONGO_DB_PREFIX}_orders`);

    const store = await MongoDocumentStore.connect(first.server.url, first.databaseOf('orders'));
    await store.collection<Row>('orders').insert({ orderId: 'BB-1' });
    await store.collection<Row>('custom_orders').insert({ name: 'Ann' });
    const opened = store.collectionNames();
    assert.deepEqual(opened.sort(), ['custom_orders', 'orders']);
    await store.close();

    const kept = first.server.kind === 'MONGO_URL';
    await first.close({ orders: opened });
    if (kept) {
      const reopened = await MongoDocumentStore.connect(first.server.url, first.databaseOf('orders'));
      assert.equal(await reopened.collection('orders').count(), 0);
      assert.equal(await reopened.collection('custom_orders').count(), 0);
      await reopened.close();
    } else {
      assert.equal(await portAnswers(first.server.url), false, 'the jongodb server stopped with its store');
    }
    await second.close();
  });

  it('deletes the documents of named collections where the server cannot drop a database', async () => {
    const server = await startMongoCompatibleServer();
    try {
      const database = `drop_check_${process.pid}`;
      const store = await MongoDocumentStore.connect(server.url, database);
      await store.collection<Row>('a').insert({ n: 1 });
      await store.collection<Row>('b').insert({ n: 2 });
      await store.close();
      await dropTestDatabases(server.url, [database], { [database]: ['a', 'b'] });
      const reopened = await MongoDocumentStore.connect(server.url, database);
      assert.equal(await reopened.collection('a').count(), 0);
      assert.equal(await reopened.collection('b').count(), 0);
      await reopened.close();
    } finally {
      await server.stop();
    }
  });
});
