import { Inject, Injectable } from '@nestjs/common';
import {
  PRODUCT_KINDS,
  UPLOAD_IMAGE_KEY_PATTERN,
  type ProductFieldsDto,
  type ProductView,
} from '@flowershop/common/contracts';
import { IdempotentWrites } from '@flowershop/common/persistence';
import { OBJECT_STORE, OrphanObjectSweep, type ObjectStore } from '@flowershop/common/storage';
import { CatalogConfig } from '../config/catalog.config.js';
import { PRODUCT_CATALOGS, type ProductCatalogs } from '../products/product-catalog.tokens.js';

/**
 * Deletes uploaded images that no product refers to once they are older than the grace
 * period: uploads of writes that failed in an unclear way (time-out, crash), which the gateway
 * must keep because the write may still land. Only gateway uploads are candidates; the
 * catalogue's own pictures (paper sheets, demo pictures) and custom orders' pictures (the
 * gateway sweeps those) are never swept. The same pass forgets expired idempotency keys.
 */
@Injectable()
export class ImageSweeper extends OrphanObjectSweep {
  constructor(
    config: CatalogConfig,
    @Inject(OBJECT_STORE) store: ObjectStore,
    @Inject(PRODUCT_CATALOGS) catalogs: ProductCatalogs,
    writes: IdempotentWrites<ProductFieldsDto, ProductView>,
  ) {
    super({
      name: 'ImageSweep',
      describeRemoved: 'image(s) no product refers to',
      store,
      isCandidate: (key) => UPLOAD_IMAGE_KEY_PATTERN.test(key),
      graceMs: config.IMAGE_SWEEP_GRACE_MS,
      intervalMs: config.IMAGE_SWEEP_INTERVAL_MS,
      keysInUse: () => imageKeysInUse(catalogs, writes),
      afterPass: () => writes.removeExpired(),
    });
  }
}

/** Every product's images, and those named by writes still in progress. */
async function imageKeysInUse(
  catalogs: ProductCatalogs,
  writes: IdempotentWrites<ProductFieldsDto, ProductView>,
): Promise<string[]> {
  const perKind = await Promise.all(PRODUCT_KINDS.map((kind) => catalogs[kind].imageKeysInUse()));
  const pending = await writes.pendingInputs();
  return [...perKind.flat(), ...pending.flatMap((fields) => fields.imageKeys ?? [])];
}
