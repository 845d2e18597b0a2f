/** What the catalogue sends its drawing process: where to store, and what. */
export interface DrawingJob {
  storage: {
    S3_ENDPOINT: string;
    S3_ACCESS_KEY: string;
    S3_SECRET_KEY: string;
    S3_BUCKET: string;
    S3_REGION: string;
  };
  drawings: { key: string; svg: string }[];
}

/** Its one answer. */
export type DrawingResult = { created: number } | { error: string };
