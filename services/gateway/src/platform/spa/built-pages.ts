import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { routePreloads } from './route-preloads.js';

export interface BuiltPages {
  /** index.html as built. */
  index: string;
  /** The preload links of a path's screen (see routePreloads). */
  preloadsFor: (path: string) => string;
}

/**
 * The page and route preloads of the SPA build on disk, read again when a new build has replaced
 * them: a rebuild under a running `npm start` deletes the old hashed chunks, and a page read once at
 * start-up kept naming them (a blank page until a restart). One stat per page navigation; while a
 * build is half written (index.html missing), the last complete one is served.
 */
export function builtPages(dir: string): () => BuiltPages {
  const indexFile = join(dir, 'index.html');
  let builtAt = Number.NaN;
  let current: BuiltPages | undefined;
  return () => {
    try {
      const { mtimeMs } = statSync(indexFile);
      if (mtimeMs !== builtAt || !current) {
        current = { index: readFileSync(indexFile, 'utf8'), preloadsFor: routePreloads(dir) };
        builtAt = mtimeMs;
      }
    } catch (error) {
      if (!current) throw error;
    }
    return current;
  };
}
