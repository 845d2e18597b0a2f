// The storefront's first-load JavaScript: the SPA's entry chunk and every chunk it imports
// statically (what the browser fetches before the first screen), read from Vite's build
// manifest (frontend/dist/.vite/manifest.json). Lazy screens are not counted.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../../frontend/dist/', import.meta.url);

/** { files, bytes, gzipBytes } of the entry chunk and its static imports. */
export function firstLoadJs(dist = DIST) {
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('the Vite manifest names no entry chunk');
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const code = readFileSync(new URL(file, dist));
    bytes += code.length;
    gzipBytes += gzipSync(code, { level: 9 }).length;
  }
  return { files, bytes, gzipBytes };
}

export function firstLoadLine(dist = DIST) {
  const { files, bytes, gzipBytes } = firstLoadJs(dist);
  const kb = (value) => (value / 1000).toFixed(1);
  return `storefront first-load JS: ${kb(gzipBytes)} kB gzip (${kb(bytes)} kB raw; ${files.length} files: ${files.join(', ')})`;
}
