import sharp from 'sharp';

/** Drawn pictures are stored like uploads: WebP. */
export const DRAWN_IMAGE_TYPE = 'image/webp';
const QUALITY = 82;

export async function svgToWebp(svg: string): Promise<Buffer> {
  return await sharp(Buffer.from(svg)).webp({ quality: QUALITY }).toBuffer();
}
