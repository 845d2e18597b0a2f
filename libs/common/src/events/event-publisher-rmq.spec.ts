import 'reflect-metadata';
import amqp from 'amqplib';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createEnvelope } from './event-envelope.js';
import { deleteRmqPrefix, testRmqPrefix, TEST_RABBITMQ_URL } from '../testing/rabbitmq.js';
import { acquireAmqpConnection } from '../transport/amqp-connection.js';
import { EventPublisher } from './rmq-events.js';
import { declareEventsExchange, eventNames } from './event-topology.js';

describe('event publisher over RabbitMQ: the count of unrouted events', () => {
  const prefix = testRmqPrefix();
  const connection = acquireAmqpConnection(TEST_RABBITMQ_URL);
  const publisher = new EventPublisher(connection.manager, prefix);
  let broker: amqp.ChannelModel;
  let channel: amqp.Channel;
  const publishOne = () =>
    publisher.publish(createEnvelope({ type: 'catalog.nobody.listens', payload: {} }, 'catalog'));

  before(async () => {
    broker = await amqp.connect(TEST_RABBITMQ_URL);
    channel = await broker.createChannel();
    await publishOne(); // the publishing channel is set up: its exchanges and the unrouted queue exist
  });
  after(async () => {
    await publisher.close();
    await connection.release();
    await broker?.close();
    await deleteRmqPrefix(prefix, TEST_RABBITMQ_URL);
  });

  it('counts the events no queue took', async () => {
    assert.equal(await publisher.unroutedCount(), 1);
  });

  it('answers undefined when the queue is missing, and publishing goes on', async () => {
    // An operator deleted it (or the count was asked before the set-up declared it): the passive
    // declare fails, and must not close the channel the events go out on.
    await channel.deleteQueue(eventNames.unrouted(prefix));
    assert.equal(await publisher.unroutedCount(), undefined);
    await publishOne();
    // The exchange's set-up declares the queue again (as a reconnect would); the count is back.
    const setUp = await broker.createChannel();
    await declareEventsExchange(setUp, prefix);
    await setUp.close();
    await publishOne();
    assert.equal(await publisher.unroutedCount(), 1);
  });
});
