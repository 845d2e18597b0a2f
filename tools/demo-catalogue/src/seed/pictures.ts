import sharp from 'sharp';
import type { ObjectStore } from '@flowershop/common/storage';

/** Drawn pictures are stored like uploads: WebP. */
const DRAWN_IMAGE_TYPE = 'image/webp';
const QUALITY = 82;
/** Less encoder search than the default (4): a few KB larger, about half the time to encode. */
const EFFORT = 2;
/** How many pictures are rasterised at once (sharp works on the libuv thread pool). */
const PARALLEL = 4;

/** A drawing rasterised as the shop stores drawn pictures. */
export async function svgToWebp(svg: string): Promise<Buffer> {
  return await sharp(Buffer.from(svg)).webp({ quality: QUALITY, effort: EFFORT }).toBuffer();
}

export interface Drawing {
  key: string;
  draw: () => string;
}

/** Stores each drawing whose key is missing, as WebP; a stored key is never drawn again. Returns how many were new. */
export async function storeMissingPictures(images: ObjectStore, drawings: Drawing[]): Promise<number> {
  const waiting = [...drawings];
  let created = 0;
  const worker = async () => {
    for (let drawing = waiting.shift(); drawing; drawing = waiting.shift()) {
      if (await images.exists(drawing.key)) continue;
      await images.put(drawing.key, await svgToWebp(drawing.draw()), DRAWN_IMAGE_TYPE);
      created++;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return created;
}
