import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `.vite/route-preloads.json` of the SPA build (frontend/vite.config.ts): each path's lazy chunks and first pictures. */
type RouteFiles = Record<string, { js: string[]; css: string[]; images?: string[] }>;

const attribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A pattern such as `/bouquets/:id` against a path; `:id` is one non-empty segment. */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = (path.length > 1 ? path.replace(/\/$/, '') : path).split('/');
  return (
    want.length === have.length && want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
  );
}

/**
 * The `<link>`s that let a page's browser fetch its screen's code, styles and first picture beside
 * the entry script rather than after running it (one round trip and the entry's run time sooner on a
 * slow phone). A build without the file, or a path it does not list, gets none.
 */
export function routePreloads(spaDir: string): (path: string) => string {
  const file = join(spaDir, '.vite', 'route-preloads.json');
  if (!existsSync(file)) return () => '';
  const routes = JSON.parse(readFileSync(file, 'utf8')) as RouteFiles;
  const tags = Object.entries(routes).map(([pattern, { js, css, images = [] }]) => ({
    pattern,
    html: [
      // The page's largest first paint (the home banner's poster), fetched before anything else it shows.
      ...images.map((href) => `<link rel="preload" as="image" href="${attribute(href)}" fetchpriority="high" />`),
      // crossorigin as on Vite's own <link rel="stylesheet">s: a preload whose credentials mode
      // differs is not used, and the browser fetched the sheet a second time.
      ...css.map((href) => `<link rel="preload" as="style" crossorigin href="${attribute(href)}" />`),
      ...js.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}" />`),
    ].join('\n    '),
  }));
  return (path) => tags.find(({ pattern }) => matches(pattern, path))?.html ?? '';
}
