import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { drawSheet } from '../src/paper-sheets/sheet-artwork.js';

/** Mean red, green and blue of a drawn sheet. */
async function meanColour(svg: string): Promise<number[]> {
  const { channels } = await sharp(Buffer.from(svg)).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

describe('paper sheet artwork', () => {
  it('draws Hermes White as white paper with a light monogram, not an orange sheet', async () => {
    const [red, green, blue] = await meanColour(drawSheet('hermes-white'));
    // White paper: no channel far below full brightness (the orange print it had averaged blue 190).
    for (const [name, value] of Object.entries({ red, green, blue })) assert.ok(value >= 220, `${name} ${value}`);
    assert.notEqual(drawSheet('hermes-white'), drawSheet('simple-white'), 'still patterned, unlike Simple White');
  });
});
