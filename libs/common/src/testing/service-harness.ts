import type { DynamicModule, INestMicroservice } from '@nestjs/common';
import { CommonConfig, type DbDriver, type TransportKind } from '../config/common.config.js';
import { loadConfig } from '../config/load-config.js';
import type { ServiceName } from '../contracts/services.js';
import { DOCUMENT_STORE } from '../persistence/document-store.js';
import { startServiceApp } from '../bootstrap/service-app.js';
import { startEmbeddedS3, type EmbeddedS3 } from '../storage/embedded-s3.js';
import { ServiceClients } from '../transport/service-clients.js';
import { freePort } from './free-port.js';
import { startMongoTestStore } from './mongo-server.js';
import { deleteRmqPrefix, testRmqPrefix, TEST_RABBITMQ_URL } from './rabbitmq.js';
import { tempDir, type TempDir } from './temp-dir.js';

/** Every harnessed service's SEAL_KEYS (ADR 20). */
export const TEST_SEAL_KEYS = 'test-seal-key-0123456789abcdef0123456789';

export interface ServiceHarness {
  env: Record<string, string>;
  app: INestMicroservice;
  /** A caller configured like the gateway, over the same transport. */
  clients: ServiceClients;
  s3?: EmbeddedS3;
  /** Stops the service and starts it again on the same data and S3 (as a restart would), optionally with changed env. */
  restart(env?: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

export interface HarnessOptions<C> {
  service: ServiceName;
  transport: TransportKind;
  configClass: new () => C;
  module: (config: C) => DynamicModule;
  /** Start an S3 server for services that store images. */
  withS3?: boolean;
  /** `mongo`: the documents go to a database of this harness's own on a MongoDB-compatible server. */
  store?: DbDriver;
  env?: Record<string, string>;
}

/** Runs one real service in this process with its own data dir, port and broker names. */
export async function startServiceHarness<C extends CommonConfig>(options: HarnessOptions<C>): Promise<ServiceHarness> {
  const dir: TempDir = tempDir(`flowershop-${options.service}-`);
  const s3 = options.withS3 ? await startEmbeddedS3(`${dir.path}/objects`) : undefined;
  const mongo = options.store === 'mongo' ? await startMongoTestStore() : undefined;
  // What the service opened, for a server that cannot drop its database afterwards.
  const collections = new Set<string>();
  const prefix = testRmqPrefix();
  const portKey = `${options.service.toUpperCase()}_TCP_PORT`;
  const env: Record<string, string> = {
    TRANSPORT: options.transport,
    RABBITMQ_URL: TEST_RABBITMQ_URL,
    RMQ_PREFIX: prefix,
    DATA_DIR: dir.path,
    [portKey]: String(await freePort()),
    LOG_LEVEL: 'error',
    // Generous: on a CI machine loaded by parallel suites a call can take seconds; a test that
    // wants a time-out sets its own.
    RPC_TIMEOUT_MS: '10000',
    // The test opens what the service sealed (a code in an event) with the same keys.
    SEAL_KEYS: TEST_SEAL_KEYS,
    ...(s3 && { S3_ENDPOINT: s3.endpoint }),
    // Off the embedded store a service runs as in production, where identity needs a real secret.
    ...(mongo && {
      ...mongo.env,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      ORDER_LINK_SECRET: 'test-order-link-secret-0123456789abcdef',
    }),
    ...options.env,
  };
  const start = async () => {
    const config = loadConfig(options.configClass, env);
    return await startServiceApp(options.service, options.module(config), config);
  };
  const stop = async () => {
    if (mongo) {
      const store = harness.app.get<{ collectionNames(): string[] }>(DOCUMENT_STORE);
      for (const name of store.collectionNames()) collections.add(name);
    }
    await harness.clients.close();
    await harness.app.close();
  };
  const harness: ServiceHarness = {
    env,
    app: await start(),
    clients: new ServiceClients(loadConfig(CommonConfig, env)),
    s3,
    async restart(changes = {}) {
      await stop();
      Object.assign(env, changes);
      harness.app = await start();
      harness.clients = new ServiceClients(loadConfig(CommonConfig, env));
    },
    async close() {
      await stop();
      await s3?.close();
      await mongo?.close({ [options.service]: collections });
      if (options.transport === 'rmq') await deleteRmqPrefix(prefix, TEST_RABBITMQ_URL, env.EVENT_RETRY_DELAYS_MS);
      dir.remove();
    },
  };
  return harness;
}
