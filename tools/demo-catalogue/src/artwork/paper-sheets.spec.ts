import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { PAPER_SHEETS } from '@flowershop/common/contracts';
import { sheetPictureFile } from '@flowershop/catalog/dist/src/paper-sheets/sheet-pictures.js';
import { svgToWebp } from '../seed/pictures.js';
import { drawSheet } from './paper-sheets.js';

/** Mean red, green and blue of a picture (SVG text or image bytes). */
async function meanColour(picture: string | Buffer): Promise<number[]> {
  const { channels } = await sharp(Buffer.from(picture)).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

/** Mean difference per pixel and channel (0–255) between two pictures of one size. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([a, b].map((picture) => sharp(picture).removeAlpha().raw().toBuffer()));
  assert.equal(left.length, right.length, 'same size');
  let sum = 0;
  for (let i = 0; i < left.length; i++) sum += Math.abs(left[i] - right[i]);
  return sum / left.length;
}

describe('paper sheet artwork', () => {
  it('draws Hermes White as white paper with a light monogram, not an orange sheet', async () => {
    const [red, green, blue] = await meanColour(drawSheet('hermes-white'));
    // White paper: no channel far below full brightness (the orange print it had averaged blue 190).
    for (const [name, value] of Object.entries({ red, green, blue })) assert.ok(value >= 220, `${name} ${value}`);
    assert.notEqual(drawSheet('hermes-white'), drawSheet('simple-white'), 'still patterned, unlike Simple White');
  });

  it('matches the pictures the catalog ships: 400 px WebP, re-rendered after each change (npm run render-sheets)', async () => {
    for (const { id } of PAPER_SHEETS) {
      const shipped = sheetPictureFile(id).pathname;
      const { format, width, height } = await sharp(shipped).metadata();
      assert.deepEqual([format, width, height], ['webp', 400, 400], id);
      // Near, not byte-equal: another sharp release or system font may render the same drawing
      // a little differently (a changed colour or pattern is 10 to 20 off).
      const off = await difference(await svgToWebp(drawSheet(id)), await sharp(shipped).toBuffer());
      assert.ok(off < 2, `${id}: the shipped picture is ${off.toFixed(1)} off the drawing; re-render it`);
    }
  });
});
