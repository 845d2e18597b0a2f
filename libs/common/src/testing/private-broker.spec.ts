import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import amqp from 'amqplib';
import { privateBrokerSkipReason, startPrivateBroker, type PrivateBroker } from './private-broker.js';

describe('a private RabbitMQ node for restart tests', { skip: privateBrokerSkipReason() }, () => {
  let broker: PrivateBroker;
  before(async () => {
    broker = await startPrivateBroker();
  });
  after(async () => broker?.close());

  it('keeps a durable queue and its persistent message across a restart, and drops connections', async () => {
    const connection = await amqp.connect(broker.url);
    const closed = new Promise((done) => connection.once('close', done));
    connection.on('error', () => undefined);
    const channel = await connection.createConfirmChannel();
    await channel.assertQueue('restart-check', { durable: true });
    channel.sendToQueue('restart-check', Buffer.from('kept'), { persistent: true });
    await channel.waitForConfirms();

    await broker.restart();
    await closed;

    const again = await amqp.connect(broker.url);
    const message = await (await again.createChannel()).get('restart-check', { noAck: true });
    assert.equal(message && message.content.toString(), 'kept');
    await again.close();
  });
});
