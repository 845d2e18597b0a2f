import type { S3Settings } from '@flowershop/common/storage/minio';

/** What the catalogue sends its drawing process: where to store, and what. */
export interface DrawingJob {
  storage: S3Settings;
  drawings: { key: string; svg: string }[];
}

/** Its one answer. */
export type DrawingResult = { created: number } | { error: string };
