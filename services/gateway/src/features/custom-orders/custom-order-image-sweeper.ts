import { Inject, Injectable } from '@nestjs/common';
import { CUSTOM_ORDER_IMAGE_KEY_PATTERN, ORDERS_PATTERNS } from '@flowershop/common/contracts';
import { OBJECT_STORE, OrphanObjectSweep, type ObjectStore } from '@flowershop/common/storage';
import { ServiceClients } from '@flowershop/common/transport';
import { GatewayConfig } from '../../platform/config/gateway.config.js';
import { ImageVariants } from '../images/image-variants.js';

/**
 * Deletes custom orders' pictures (`custom-….webp`) that no stored request refers to once they
 * are older than CUSTOM_IMAGE_SWEEP_GRACE_MS: pictures whose submission timed out and never
 * landed (expired in the broker) or whose gateway died between the upload and the call. They
 * are private photos nobody could otherwise delete. Orders owns the requests, so it names the
 * keys in use (`orders.custom-order.list-image-keys`), asked after the bucket was listed; when it
 * does not answer, or answers something that is not a list of keys, the pass removes nothing.
 */
@Injectable()
export class CustomOrderImageSweeper extends OrphanObjectSweep {
  constructor(
    config: GatewayConfig,
    @Inject(OBJECT_STORE) store: ObjectStore,
    clients: ServiceClients,
    variants: ImageVariants,
  ) {
    super({
      name: 'CustomOrderImageSweep',
      describeRemoved: 'custom-order picture(s) no request refers to',
      store,
      isCandidate: (key) => CUSTOM_ORDER_IMAGE_KEY_PATTERN.test(key),
      graceMs: config.CUSTOM_IMAGE_SWEEP_GRACE_MS,
      intervalMs: config.CUSTOM_IMAGE_SWEEP_INTERVAL_MS,
      keysInUse: () => customOrderImageKeys(clients),
      // Never kept for custom pictures today; forgotten anyway, as every image the gateway removes.
      afterPass: (removed) => variants.forget(removed),
    });
  }
}

/** The picture keys stored custom orders refer to, as orders (their owner) names them. */
async function customOrderImageKeys(clients: ServiceClients): Promise<string[]> {
  const keys = await clients.send<unknown>('orders', ORDERS_PATTERNS.customOrders.listImageKeys, {});
  if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'string')) {
    throw new Error('orders answered something other than a list of image keys');
  }
  return keys;
}
