import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface BuiltPages {
  index: string;
  preloadsFor: (path: string) => string;
}

/** `.vite/route-preloads.json` of the SPA build (frontend/vite.config.ts): each path's lazy chunks and first pictures. */
type RouteFiles = Record<string, { js: string[]; css: string[]; images?: string[] }>;

export const htmlAttribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A pattern such as `/bouquets/:id` against a path; `:id` is one non-empty segment. */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = (path.length > 1 ? path.replace(/\/$/, '') : path).split('/');
  return (
    want.length === have.length && want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
  );
}

/** A screen's code, styles and first picture fetched beside the entry script, not after running it. */
function routePreloads(spaDir: string): (path: string) => string {
  const file = join(spaDir, '.vite', 'route-preloads.json');
  if (!existsSync(file)) return () => '';
  const routes = JSON.parse(readFileSync(file, 'utf8')) as RouteFiles;
  const tags = Object.entries(routes).map(([pattern, { js, css, images = [] }]) => ({
    pattern,
    html: [
      // The page's largest first paint (the home banner's poster), fetched before anything else it shows.
      ...images.map((href) => `<link rel="preload" as="image" href="${htmlAttribute(href)}" fetchpriority="high" />`),
      // crossorigin as on Vite's own <link rel="stylesheet">s: a preload whose credentials mode
      // differs is not used, and the browser fetched the sheet a second time.
      ...css.map((href) => `<link rel="preload" as="style" crossorigin href="${htmlAttribute(href)}" />`),
      ...js.map((href) => `<link rel="modulepreload" crossorigin href="${htmlAttribute(href)}" />`),
    ].join('\n    '),
  }));
  return (path) => tags.find(({ pattern }) => matches(pattern, path))?.html ?? '';
}

/**
 * Read again when a new build replaced them: a rebuild under `npm start` deletes the old chunks, which
 * a page read once kept naming (a blank page). While a build is half written, the last one is served.
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
