import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { REPO_ROOT, startStack, type Stack } from '@flowershop/common/testing';

const DIST = join(REPO_ROOT, 'frontend', 'dist');

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body is left as sent (fetch would undo the Content-Encoding). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The entry script and one style sheet of the build, from Vite's manifest (hashed names). */
function builtAssets(): { script: string; style: string } {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; css?: string[] }
  >;
  const chunks = Object.values(manifest);
  const entry = chunks.find((chunk) => chunk.isEntry);
  const style = chunks.flatMap((chunk) => chunk.css ?? [])[0];
  assert.ok(entry && style, 'build the SPA first (npm run build:web)');
  return { script: entry.file, style };
}

describe('storefront files over HTTP (real services, built SPA)', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({ withSpa: true });
  });
  after(async () => stack?.close());

  describe('precompressed scripts and styles', () => {
    const get = (file: string, acceptEncoding?: string) =>
      rawGet(`${stack.baseUrl}/${file}`, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });

    it('a hashed script asked for with brotli comes as the brotli file of the build, cached for a year', async () => {
      const { script } = builtAssets();
      const original = readFileSync(join(DIST, script));
      const answer = await get(script, 'br');
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-encoding'], 'br');
      assert.match(String(answer.headers['content-type']), /^(text|application)\/javascript; charset=utf-8$/i);
      assert.match(String(answer.headers.vary), /accept-encoding/i);
      assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.ok(answer.body.length < original.length / 2, `${answer.body.length} bytes for ${original.length}`);
      assert.deepEqual(brotliDecompressSync(answer.body), original);
    });

    it('brotli is preferred when the browser takes both; gzip when it takes only gzip', async () => {
      const { script, style } = builtAssets();
      const browser = await get(script, 'gzip, deflate, br, zstd');
      assert.equal(browser.headers['content-encoding'], 'br');
      assert.deepEqual(brotliDecompressSync(browser.body), readFileSync(join(DIST, script)));

      const gzip = await get(style, 'gzip');
      assert.equal(gzip.status, 200);
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.match(String(gzip.headers['content-type']), /^text\/css; charset=utf-8$/i);
      assert.match(String(gzip.headers.vary), /accept-encoding/i);
      assert.deepEqual(gunzipSync(gzip.body), readFileSync(join(DIST, style)));
    });

    it('a client that takes no compression, or only an unknown one, gets the file itself', async () => {
      const { script } = builtAssets();
      const original = readFileSync(join(DIST, script));
      for (const acceptEncoding of [undefined, 'identity', 'compress']) {
        const answer = await get(script, acceptEncoding);
        assert.equal(answer.status, 200, String(acceptEncoding));
        assert.equal(answer.headers['content-encoding'], undefined, String(acceptEncoding));
        assert.match(String(answer.headers['content-type']), /javascript/);
        assert.deepEqual(answer.body, original, String(acceptEncoding));
      }
    });

    it('the page is still made per response (its CSP nonce), and files outside assets/ are revalidated', async () => {
      const page = await rawGet(`${stack.baseUrl}/bouquets`, { accept: 'text/html', 'accept-encoding': 'br' });
      assert.equal(page.status, 200);
      assert.equal(page.headers['cache-control'], 'no-cache');
      assert.match(page.body.toString(), /<meta name="csp-nonce" content="[^"]+" \/>/);
      const icon = await rawGet(`${stack.baseUrl}/favicon.svg`, { 'accept-encoding': 'gzip' });
      assert.equal(icon.status, 200);
      assert.equal(icon.headers['cache-control'], 'no-cache');
      assert.match(String(icon.headers['content-type']), /^image\/svg\+xml/);
    });
  });

  describe('files for crawlers', () => {
    it('/robots.txt is a robots file, even for a browser that asks for HTML, naming the sitemap', async () => {
      for (const accept of ['text/plain', 'text/html,*/*']) {
        const answer = await fetch(`${stack.baseUrl}/robots.txt`, { headers: { accept } });
        const text = await answer.text();
        assert.equal(answer.status, 200, accept);
        assert.match(answer.headers.get('content-type') ?? '', /^text\/plain; charset=utf-8$/, accept);
        assert.doesNotMatch(text, /<html|<div/i, accept);
        assert.deepEqual(
          text.split('\n').filter(Boolean),
          [
            'User-agent: *',
            'Disallow: /admin',
            'Disallow: /orders',
            `Sitemap: http://localhost:${stack.env.PORT}/sitemap.xml`,
          ],
          accept,
        );
      }
    });

    it('/sitemap.xml lists every public page under the shop origin, and each one is a page of the shop', async () => {
      const answer = await fetch(`${stack.baseUrl}/sitemap.xml`);
      const xml = await answer.text();
      assert.equal(answer.status, 200);
      assert.match(answer.headers.get('content-type') ?? '', /^application\/xml; charset=utf-8$/);
      assert.match(
        xml,
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      const origin = `http://localhost:${stack.env.PORT}`;
      const paths = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map(([, loc]) => loc.replace(origin, ''));
      assert.deepEqual(paths, [
        '/',
        '/bouquets',
        '/boxes',
        '/keychain',
        '/occasions',
        '/custom-orders',
        '/contact',
        '/about',
        '/delivery',
        '/policy',
      ]);
      for (const path of paths) {
        const page = await fetch(`${stack.baseUrl}${path}`, { headers: { accept: 'text/html' } });
        assert.equal(page.status, 200, path);
        assert.match(await page.text(), /<div id="root">/, path);
      }
    });
  });
});
