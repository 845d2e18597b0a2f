// Issue 12, target 2's reference: a plain Nest microservices pair over RabbitMQ — ServerRMQ in a
// process of its own answering `pattern` from an in-memory list, ClientRMQ in the caller — both
// with Nest's default options (only the broker URL and a queue name of this run's own). Plain
// JavaScript: Nest's decorators are applied as functions. `close()` stops both and deletes the queue.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ClientProxyFactory, MessagePattern, Transport } from '@nestjs/microservices';
import amqp from 'amqplib';
import { firstValueFrom } from 'rxjs';

function rmqOptions(url, queue) {
  return { transport: Transport.RMQ, options: { urls: [url], queue } };
}

/** Starts the server process with `list` and connects a client; `call(payload)` is one RPC. */
export async function startNestRmqReference({ url, pattern, list }) {
  const queue = `bench-nest-reference-${process.pid}-${randomBytes(4).toString('hex')}`;
  const server = fork(fileURLToPath(import.meta.url), ['--serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((resolve, reject) => {
    server.once('message', resolve);
    server.once('exit', (code) => reject(new Error(`Nest RMQ reference server exited with ${code}`)));
    server.send({ url, queue, pattern, list });
  });
  const client = ClientProxyFactory.create(rmqOptions(url, queue));
  await client.connect();
  return {
    queue,
    pid: server.pid,
    call: (payload) => firstValueFrom(client.send(pattern, payload)),
    async close() {
      await client.close();
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
      const connection = await amqp.connect(url);
      try {
        const channel = await connection.createChannel();
        await channel.deleteQueue(queue);
        await channel.close();
      } finally {
        await connection.close();
      }
    },
  };
}

async function serve({ url, queue, pattern, list }) {
  class ReferenceController {
    list() {
      return list;
    }
  }
  MessagePattern(pattern)(
    ReferenceController.prototype,
    'list',
    Object.getOwnPropertyDescriptor(ReferenceController.prototype, 'list'),
  );
  Controller()(ReferenceController);
  class ReferenceModule {}
  Module({ controllers: [ReferenceController] })(ReferenceModule);
  const app = await NestFactory.createMicroservice(ReferenceModule, { ...rmqOptions(url, queue), logger: ['error'] });
  await app.listen();
  process.send('ready');
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

if (process.argv[2] === '--serve') process.once('message', (message) => void serve(message));
