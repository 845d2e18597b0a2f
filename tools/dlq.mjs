#!/usr/bin/env node
// `npm run dlq`: lists the events RabbitMQ keeps aside — each service's parked queue
// (<prefix>.<service>.events.parked: handler failed after its retries, or not an event) and
// <prefix>.unrouted (no queue was bound to the event's type).
// `npm run dlq -- replay [--queue <name>] [--id <event id>]` moves them back: parked events to
// their service's event queue (attempts start again), unrouted ones to the events exchange.
// Each copy is confirmed by the broker before the original is removed. Reads RABBITMQ_URL, RMQ_PREFIX.
import amqp from 'amqplib';
import { parseArgs } from 'node:util';
import { brokerAddressForLogs } from '@flowershop/common/transport/broker-address';

const SERVICES = ['catalog', 'orders', 'identity', 'messaging'];
const ATTEMPTS = 'x-flowershop-attempts';
const ERROR = 'x-flowershop-error';
const url = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const prefix = process.env.RMQ_PREFIX ?? 'flowershop';

const USAGE = 'Use: npm run dlq [-- replay [--queue <name>] [--id <event id>]]  (RABBITMQ_URL, RMQ_PREFIX)';
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { queue: { type: 'string' }, id: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
const { positionals, values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const command = positionals[0] ?? 'list';
if (!['list', 'replay'].includes(command)) {
  console.error(`Unknown command "${command}". ${USAGE}`);
  process.exit(2);
}

const parkedQueues = SERVICES.map((service) => ({
  name: `${prefix}.${service}.events.parked`,
  // Back to that service only, through the default exchange.
  target: () => ({ exchange: '', routingKey: `${prefix}.${service}.events` }),
}));
const unrouted = {
  name: `${prefix}.unrouted`,
  target: (message) => ({ exchange: `${prefix}.events`, routingKey: message.fields.routingKey }),
};
const queues = [...parkedQueues, unrouted].filter((queue) => !values.queue || queue.name === values.queue);
if (queues.length === 0) {
  console.error(
    `No dead-letter queue is called "${values.queue}". Known: ${[...parkedQueues, unrouted].map((q) => q.name).join(', ')}`,
  );
  process.exit(2);
}

function describe(message) {
  let id = message.properties.messageId;
  let type = message.properties.type;
  try {
    const envelope = JSON.parse(message.content.toString('utf8'));
    id ??= envelope.id;
    type ??= envelope.type;
  } catch {
    // not JSON: parked as malformed
  }
  const headers = message.properties.headers ?? {};
  return {
    id: id ?? '(none)',
    type: type ?? message.fields.routingKey,
    attempts: headers[ATTEMPTS] ?? 0,
    error: headers[ERROR] ?? '',
  };
}

/**
 * Reads the messages a queue holds now without removing any; `visit` may copy and acknowledge one.
 * Only as many as it held when the read began: an unrouted event replayed while still no queue
 * takes its type comes straight back to the queue, and reading on would replay it for ever.
 * Answers how many it held and how many it holds afterwards.
 */
async function drain(connection, queue, visit) {
  const channel = await connection.createConfirmChannel();
  channel.on('error', () => undefined);
  let held;
  try {
    held = (await channel.checkQueue(queue.name)).messageCount;
  } catch {
    return { held: 0, left: 0 }; // not declared (the service never consumed events here)
  }
  for (let seen = 0; seen < held; seen += 1) {
    const message = await channel.get(queue.name);
    if (!message) break;
    await visit(channel, message);
  }
  await channel.close(); // what was not acknowledged goes back to the queue
  const check = await connection.createChannel();
  const left = (await check.checkQueue(queue.name)).messageCount;
  await check.close();
  return { held, left };
}

let connection;
try {
  connection = await amqp.connect(url);
} catch (error) {
  console.error(`Cannot reach RabbitMQ at ${brokerAddressForLogs(url)} (RABBITMQ_URL): ${error.message}`);
  process.exit(1);
}
try {
  let replayed = 0;
  for (const queue of queues) {
    const rows = [];
    let replayedHere = 0;
    const { held, left } = await drain(connection, queue, async (channel, message) => {
      const row = describe(message);
      rows.push(row);
      if (command !== 'replay' || (values.id && row.id !== values.id)) return;
      const { exchange, routingKey } = queue.target(message);
      // Attempts start again; the last error stays only in the log.
      const headers = { ...message.properties.headers };
      delete headers[ATTEMPTS];
      delete headers[ERROR];
      channel.publish(exchange, routingKey, message.content, { ...message.properties, headers, persistent: true });
      await channel.waitForConfirms();
      channel.ack(message);
      replayedHere += 1;
    });
    replayed += replayedHere;
    // An unrouted event comes back at once when its type still has no queue (it is confirmed there).
    const cameBack = left - (held - replayedHere);
    if (command === 'replay' && queue === unrouted && cameBack > 0) {
      console.log(`${cameBack} replayed from ${queue.name} came straight back to it: still no queue takes their type.`);
    }
    if (command === 'list') {
      console.log(`${queue.name}: ${rows.length} message(s)`);
      for (const row of rows) console.log(`  ${row.id}  ${row.type}  attempts=${row.attempts}  ${row.error}`);
    }
  }
  if (command === 'replay') console.log(`Replayed ${replayed} message(s).`);
} finally {
  await connection.close();
}
