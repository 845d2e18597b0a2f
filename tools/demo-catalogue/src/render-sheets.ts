// Renders the ten paper sheets' pictures into the catalog's committed assets
// (services/catalog/assets/paper-sheets), which the catalog stores at start-up. A developer's
// tool: `npm run render-sheets -w tools/demo-catalogue` after changing a drawing, then bump
// ARTWORK_VERSION in services/catalog/src/paper-sheets/sheet-pictures.ts and commit both.
import { writeFile } from 'node:fs/promises';
import { PAPER_SHEETS } from '@flowershop/common/contracts';
import { sheetPictureFile } from '@flowershop/catalog/dist/src/paper-sheets/sheet-pictures.js';
import { drawSheet } from './artwork/paper-sheets.js';
import { svgToWebp } from './seed/pictures.js';

for (const { id } of PAPER_SHEETS) {
  await writeFile(sheetPictureFile(id), await svgToWebp(drawSheet(id)));
  console.log(`rendered ${id}`);
}
