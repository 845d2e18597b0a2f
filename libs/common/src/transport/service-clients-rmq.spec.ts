import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { CommonConfig } from '../config/common.config.js';
import { loadConfig } from '../config/load-config.js';
import { deleteRmqPrefix, testRmqPrefix, TEST_RABBITMQ_URL } from '../testing/rabbitmq.js';
import { tempDir } from '../testing/temp-dir.js';
import { waitFor } from '../testing/wait-for.js';
import { amqpConnectionUp } from './amqp-connection.js';
import { ServiceClientsModule } from './service-clients.js';

describe('ServiceClients over RabbitMQ', () => {
  const dir = tempDir('flowershop-clients-rmq-');
  const prefix = testRmqPrefix();
  // Its own URL (a harmless heartbeat parameter), so this process's other tests' connection does not count.
  const url = `${TEST_RABBITMQ_URL}${TEST_RABBITMQ_URL.includes('?') ? '&' : '?'}heartbeat=30`;
  after(async () => {
    await deleteRmqPrefix(prefix);
    dir.remove();
  });

  it('opens the connection at start, before any call, so readiness knows the broker at once; closes it at shutdown', async () => {
    const config = loadConfig(CommonConfig, {
      TRANSPORT: 'rmq',
      RABBITMQ_URL: url,
      RMQ_PREFIX: prefix,
      DATA_DIR: dir.path,
      LOG_LEVEL: 'error',
    });
    assert.equal(amqpConnectionUp(url), undefined);
    const app = await NestFactory.createApplicationContext(ServiceClientsModule.forRoot(config), { logger: false });
    await app.init();
    await waitFor(() => amqpConnectionUp(url), 'the connection to open without a call');
    await app.close();
    assert.equal(amqpConnectionUp(url), undefined, 'released when the app closes');
  });
});
