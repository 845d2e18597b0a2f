// The short-lived process of sheet-pictures-job.ts: so the S3 client (about 10 MB resident) stays
// out of the long-running catalogue until its image sweep needs it (ADR 0012).
import { readFile } from 'node:fs/promises';
import { PAPER_SHEETS } from '@flowershop/common/contracts';
import { MinioObjectStore, type S3Settings } from '@flowershop/common/storage/minio';
import type { SheetPicturesResult } from './sheet-pictures-job.js';
import { SHEET_PICTURE_TYPE, sheetImageKey, sheetPictureFile } from './sheet-pictures.js';

/** Puts each picture whose key is missing; a stored key is never overwritten. */
async function storeMissing(storage: S3Settings): Promise<number> {
  const store = new MinioObjectStore(storage);
  let stored = 0;
  for (const { id } of PAPER_SHEETS) {
    if (await store.exists(sheetImageKey(id))) continue;
    await store.put(sheetImageKey(id), await readFile(sheetPictureFile(id)), SHEET_PICTURE_TYPE);
    stored++;
  }
  return stored;
}

process.once('message', (storage: S3Settings) => {
  // Exits once the answer is out: idle keep-alive sockets to the object store must not hold it.
  const answer = (result: SheetPicturesResult) => process.send!(result, () => process.exit(0));
  storeMissing(storage).then(
    (stored) => answer({ stored }),
    (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
  );
});
