import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { S3Settings } from '@flowershop/common/storage/minio';

export type SheetPicturesResult = { stored: number } | { error: string };

/** Compiled next to this file. */
const SHEET_PICTURES_PROCESS = fileURLToPath(new URL('./sheet-pictures-process.js', import.meta.url));

/** Stores the missing sheet pictures in a child process; resolves with how many were new. */
export function storeMissingSheetPictures(storage: S3Settings): Promise<number> {
  return new Promise((resolve, reject) => {
    // Plain node: the child needs none of the parent's start-up flags beyond its environment.
    const child = fork(SHEET_PICTURES_PROCESS, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let result: SheetPicturesResult | undefined;
    child.once('message', (message: SheetPicturesResult) => (result = message));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (result && 'stored' in result) resolve(result.stored);
      else if (result) reject(new Error(result.error));
      else reject(new Error(`The sheet pictures process ended without an answer (${signal ?? `exit code ${code}`})`));
    });
    child.send(storage);
  });
}
