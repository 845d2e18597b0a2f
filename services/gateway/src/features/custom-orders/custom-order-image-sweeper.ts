import { Inject, Injectable } from '@nestjs/common';
import { CUSTOM_ORDER_IMAGE_KEY_PATTERN, ORDERS_PATTERNS } from '@flowershop/common/contracts';
import { OBJECT_STORE, OrphanObjectSweep, type ObjectStore } from '@flowershop/common/storage';
import { ServiceClients } from '@flowershop/common/transport';
import { GatewayConfig } from '../../platform/config/gateway.config.js';
import { ImageVariants } from '../images/image-variants.js';

/**
 * Custom orders' pictures no request refers to (its submission never landed): private photos nobody
 * could otherwise delete. Orders names the keys in use, asked after the bucket was listed.
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

async function customOrderImageKeys(clients: ServiceClients): Promise<string[]> {
  const keys = await clients.send<unknown>('orders', ORDERS_PATTERNS.customOrders.listImageKeys, {});
  if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'string')) {
    throw new Error('orders answered something other than a list of image keys');
  }
  return keys;
}
