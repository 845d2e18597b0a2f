// Entry point of the catalogue's drawing process (started by DrawnImages): receives one
// DrawingJob, stores each drawing whose key is missing as WebP, answers and exits.
import { MinioObjectStore } from '@flowershop/common/storage/minio';
import type { DrawingJob, DrawingResult } from './drawing-job.js';
import { DRAWN_IMAGE_TYPE, svgToWebp } from './rasterize.js';

/** How many pictures are rasterised at once (sharp works on the libuv thread pool). */
const PARALLEL = 4;

async function drawMissing({ storage, drawings }: DrawingJob): Promise<number> {
  const store = new MinioObjectStore(storage);
  let created = 0;
  for (let start = 0; start < drawings.length; start += PARALLEL) {
    const batch = drawings.slice(start, start + PARALLEL);
    const results = await Promise.all(
      batch.map(async ({ key, svg }) => {
        if (await store.exists(key)) return false;
        await store.put(key, await svgToWebp(svg), DRAWN_IMAGE_TYPE);
        return true;
      }),
    );
    created += results.filter(Boolean).length;
  }
  return created;
}

process.once('message', (job: DrawingJob) => {
  // Exits once the answer is out: idle keep-alive sockets to the object store must not hold it.
  const answer = (result: DrawingResult) => process.send!(result, () => process.exit(0));
  drawMissing(job).then(
    (created) => answer({ created }),
    (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
  );
});
