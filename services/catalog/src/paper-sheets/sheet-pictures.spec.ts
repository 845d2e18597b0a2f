import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { PAPER_SHEETS } from '@flowershop/common/contracts';
import { sheetPictureFile } from './sheet-pictures.js';

describe('the paper sheet pictures the catalogue ships', () => {
  it('are one WebP file per sheet of the contract, and nothing else, where the built service looks', async () => {
    const folder = new URL('.', sheetPictureFile(PAPER_SHEETS[0].id));
    assert.deepEqual((await readdir(folder)).sort(), PAPER_SHEETS.map(({ id }) => `${id}.webp`).sort());
    for (const { id } of PAPER_SHEETS) {
      const bytes = await readFile(sheetPictureFile(id));
      // A RIFF container of WebP data (RFC 9649 §2): "RIFF", the size of the rest, "WEBP".
      assert.equal(bytes.toString('latin1', 0, 4), 'RIFF', id);
      assert.equal(bytes.readUInt32LE(4), bytes.length - 8, `${id}: truncated`);
      assert.equal(bytes.toString('latin1', 8, 12), 'WEBP', id);
    }
  });
});
