import { Injectable } from '@nestjs/common';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CatalogConfig } from '../config/catalog.config.js';
import type { DrawingJob, DrawingResult } from './drawing-job.js';

export interface Drawing {
  key: string;
  draw: () => string;
}

/** The short-lived process that rasterises and stores drawings (compiled next to this file). */
const DRAWING_PROCESS = fileURLToPath(new URL('./drawing-process.js', import.meta.url));

/**
 * Puts the catalogue's own pictures into the object store. A drawn key is never overwritten:
 * re-running costs one existence check per picture, so start-up may call it every time.
 *
 * The work runs in a child process that exits when done: sharp (libvips, its caches and
 * threads) and the S3 client take about 45 MB that the catalogue would otherwise keep for as
 * long as it runs, for pictures drawn once (ADR 0012).
 */
@Injectable()
export class DrawnImages {
  constructor(private readonly config: CatalogConfig) {}

  /** Stores the missing drawings; returns how many were new. */
  async ensure(drawings: Drawing[]): Promise<number> {
    if (drawings.length === 0) return 0;
    const job: DrawingJob = {
      storage: {
        S3_ENDPOINT: this.config.S3_ENDPOINT,
        S3_ACCESS_KEY: this.config.S3_ACCESS_KEY,
        S3_SECRET_KEY: this.config.S3_SECRET_KEY,
        S3_BUCKET: this.config.S3_BUCKET,
        S3_REGION: this.config.S3_REGION,
      },
      drawings: drawings.map(({ key, draw }) => ({ key, svg: draw() })),
    };
    return await runDrawingProcess(job);
  }
}

function runDrawingProcess(job: DrawingJob): Promise<number> {
  return new Promise((resolve, reject) => {
    // Plain node: the child needs none of the parent's start-up flags beyond its environment.
    const child = fork(DRAWING_PROCESS, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let result: DrawingResult | undefined;
    child.once('message', (message: DrawingResult) => (result = message));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (result && 'created' in result) resolve(result.created);
      else if (result) reject(new Error(result.error));
      else reject(new Error(`The drawing process ended without an answer (${signal ?? `exit code ${code}`})`));
    });
    child.send(job);
  });
}
