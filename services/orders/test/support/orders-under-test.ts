import { after, before } from 'node:test';
import type { INestMicroservice } from '@nestjs/common';
import { ORDERS_EVENTS } from '@flowershop/common/contracts';
import {
  freePort,
  startEventTestApp,
  startServiceHarness,
  type EventTestApp,
  type ServiceHarness,
  type SuiteSetup,
} from '@flowershop/common/testing';
import { OrdersConfig } from '../../src/config/orders.config.js';
import { OrdersModule } from '../../src/orders.module.js';
import { startStubCatalog, type StubProduct } from './stub-catalog.js';

/** The shopper's address the orders suites place with. */
export const ADDRESS = {
  firstName: 'Ann',
  lastName: 'Example',
  email: 'ann@example.test',
  phone: '555',
  address1: '12 Elm Street',
  city: 'Maple Township',
  state: 'New Jersey',
  postalCode: '08001',
};

export interface OrdersUnderTest {
  harness: ServiceHarness;
  catalog: INestMicroservice;
  /** Stands in for messaging: records the events it receives. */
  messaging: EventTestApp;
  send<T>(pattern: string, payload: unknown): Promise<T>;
}

/**
 * Registers before/after hooks in the calling `describe` that start the orders service alone
 * (stub catalogue pricing `products`, a messaging stand-in taking every orders event) and stop
 * it again. The returned object is filled in by `before`.
 */
export function useOrdersUnderTest(
  setup: SuiteSetup,
  products: Record<string, StubProduct>,
  env: Record<string, string> = {},
): OrdersUnderTest {
  const under = {
    send: <T>(pattern: string, payload: unknown) => under.harness.clients.send<T>('orders', pattern, payload),
  } as OrdersUnderTest;
  before(async () => {
    under.harness = await startServiceHarness({
      service: 'orders',
      transport: setup.transport,
      store: setup.store,
      configClass: OrdersConfig,
      module: (config) => OrdersModule.forRoot(config),
      env: {
        CATALOG_TCP_PORT: String(await freePort()),
        MESSAGING_TCP_PORT: String(await freePort()),
        EVENT_RELAY_INTERVAL_MS: '200',
        ...env,
      },
    });
    // The stand-ins keep their own documents in nedb files: only the orders service is under test.
    const own = (service: string) => ({
      ...under.harness.env,
      DB_DRIVER: 'embedded',
      DATA_DIR: `${under.harness.env.DATA_DIR}/${service}`,
    });
    under.catalog = await startStubCatalog(products, own('catalog'));
    under.messaging = await startEventTestApp({
      service: 'messaging',
      env: own('messaging'),
      events: Object.values(ORDERS_EVENTS),
    });
  });
  after(async () => {
    await under.messaging?.close();
    await under.catalog?.close();
    await under.harness?.close();
  });
  return under;
}
