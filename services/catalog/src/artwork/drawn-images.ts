import { Inject, Injectable } from '@nestjs/common';
import { OBJECT_STORE, type ObjectStore } from '@flowershop/common/storage';
import { DRAWN_IMAGE_TYPE, svgToWebp } from './rasterize.js';

/** How many pictures are rasterised at once (sharp works on the libuv thread pool). */
const PARALLEL = 4;

export interface Drawing {
  key: string;
  draw: () => string;
}

/**
 * Puts the catalogue's own pictures into the object store. A drawn key is never overwritten:
 * re-running costs one existence check per picture, so start-up may call it every time.
 */
@Injectable()
export class DrawnImages {
  constructor(@Inject(OBJECT_STORE) private readonly store: ObjectStore) {}

  /** Stores the missing drawings; returns how many were new. */
  async ensure(drawings: Drawing[]): Promise<number> {
    let created = 0;
    for (let start = 0; start < drawings.length; start += PARALLEL) {
      const batch = drawings.slice(start, start + PARALLEL);
      const results = await Promise.all(batch.map((drawing) => this.ensureOne(drawing)));
      created += results.filter(Boolean).length;
    }
    return created;
  }

  private async ensureOne({ key, draw }: Drawing): Promise<boolean> {
    if (await this.store.exists(key)) return false;
    await this.store.put(key, await svgToWebp(draw()), DRAWN_IMAGE_TYPE);
    return true;
  }
}
