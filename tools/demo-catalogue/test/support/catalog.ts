import assert from 'node:assert/strict';
import type { DbDriver, TransportKind } from '@flowershop/common/config';
import { OBJECT_STORE, type ObjectStore } from '@flowershop/common/storage';
import { startServiceHarness, type ServiceHarness } from '@flowershop/common/testing';
import { CatalogModule } from '@flowershop/catalog/dist/src/catalog.module.js';
import { CatalogConfig } from '@flowershop/catalog/dist/src/config/catalog.config.js';

/** The real catalog service in this process, with its own data folder (or database) and S3 server: what the seed fills. */
export function startCatalog(
  { transport, store }: { transport: TransportKind; store?: DbDriver },
  env?: Record<string, string>,
): Promise<ServiceHarness> {
  return startServiceHarness({
    service: 'catalog',
    transport,
    store,
    configClass: CatalogConfig,
    module: (config) => CatalogModule.forRoot(config),
    withS3: true,
    env,
  });
}

/** The object store the catalog (and so the seed) writes to. */
export function objectStore(harness: ServiceHarness): ObjectStore {
  return harness.app.get<ObjectStore>(OBJECT_STORE);
}

/** The object key behind a URL the catalogue handed out (`/api/images/<key>`). */
export function keyOf(url: string): string {
  const match = /^\/api\/images\/([^/]+)$/.exec(url);
  assert.ok(match, `not an image URL: ${url}`);
  return match[1];
}
