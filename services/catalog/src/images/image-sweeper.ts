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
import { PRODUCT_CATALOGS, type ProductCatalogs } from '../products/product-catalog.js';

/**
 * Gateway uploads no product refers to, past the grace period (a write that failed unclearly may
 * still land). The catalogue's own and custom orders' pictures are never candidates.
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
      // Every product's images, and those named by writes still in progress.
      keysInUse: async () => {
        const perKind = await Promise.all(PRODUCT_KINDS.map((kind) => catalogs[kind].imageKeysInUse()));
        const pending = await writes.pendingInputs();
        return [...perKind.flat(), ...pending.flatMap((fields) => fields.imageKeys ?? [])];
      },
      afterPass: () => writes.removeExpired(),
    });
  }
}
