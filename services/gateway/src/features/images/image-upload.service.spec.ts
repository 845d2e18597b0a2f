import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ServiceUnavailableException } from '@nestjs/common';
import sharp from 'sharp';
import type { ObjectStore } from '@flowershop/common/storage';
import type { GatewayConfig } from '../../platform/config/gateway.config.js';
import { ImageUploadService, REENCODES_BUSY_MESSAGE, REENCODES_WAITING_MAX } from './image-upload.service.js';
import type { ImageVariants } from './image-variants.js';

/** An object store in memory. */
function memoryStore() {
  const objects = new Map<string, Buffer>();
  const store = {
    put: async (key: string, body: Buffer) => void objects.set(key, body),
    remove: async (keys: string[]) => keys.forEach((key) => objects.delete(key)),
  } as unknown as ObjectStore;
  return { store, objects };
}

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#e91e63' } })
    .png()
    .toBuffer();

function uploads(store: ObjectStore): ImageUploadService {
  const config = { UPLOAD_MAX_PIXELS: 40_000_000 } as GatewayConfig;
  const variants = { forget: () => undefined } as unknown as ImageVariants;
  return new ImageUploadService(config, store, variants);
}

describe('ImageUploadService: re-encodes one at a time, with a bounded wait', () => {
  it('stores what fits in the wait and refuses the rest for now (503, nothing stored for them)', async () => {
    const { store, objects } = memoryStore();
    const service = uploads(store);
    const picture = await png();
    // All sent at once, as a burst of custom-order uploads would arrive.
    const outcomes = await Promise.allSettled(
      Array.from({ length: REENCODES_WAITING_MAX + 6 }, () => service.storeAll([{ buffer: picture }], 'custom-')),
    );
    const stored = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    assert.ok(refused.length >= 5, `${refused.length} refused`);
    for (const { reason } of refused as PromiseRejectedResult[]) {
      assert.ok(reason instanceof ServiceUnavailableException);
      assert.equal(reason.message, REENCODES_BUSY_MESSAGE);
    }
    assert.equal(objects.size, stored.length);
    assert.ok([...objects.keys()].every((key) => /^custom-[0-9a-f-]{36}\.webp$/.test(key)));
    // Once the burst is through, uploads are taken again.
    assert.equal((await service.storeAll([{ buffer: picture }, { buffer: picture }])).length, 2);
  });
});
