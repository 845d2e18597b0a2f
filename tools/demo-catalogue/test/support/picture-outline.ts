import sharp from 'sharp';

/** Cells per side of the grid an outline is taken on: coarse, so only shapes count, not details. */
const GRID = 32;
/** How far (summed over R, G and B) a cell's colour must be from the wall's to count as "drawn". */
const INK = 60;

/**
 * Which cells of a small thumbnail stand out from the wall (the top-left pixel): the outline a
 * shopper sees at a glance, whatever the colours inside it.
 */
export async function outlineOf(picture: Buffer): Promise<boolean[]> {
  const pixels = await sharp(picture).resize(GRID, GRID, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const distanceFromWall = (cell: number) =>
    [0, 1, 2].reduce((sum, channel) => sum + Math.abs(pixels[cell * 3 + channel] - pixels[channel]), 0);
  return Array.from({ length: GRID * GRID }, (_, cell) => distanceFromWall(cell) > INK);
}

/** The share of cells (0 to 1) where two outlines differ. */
export function outlineDifference(a: boolean[], b: boolean[]): number {
  return a.filter((drawn, cell) => drawn !== b[cell]).length / a.length;
}
