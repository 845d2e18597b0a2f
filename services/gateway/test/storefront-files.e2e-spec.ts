import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { IMAGE_SLOTS, PAGE_ANSWERS_ID, responsiveImage } from '@flowershop/common/shop-rules';
import { REPO_ROOT, startStack, type Stack } from '@flowershop/common/testing';
import { adminLogin, bearer, call, form, pngImage } from './support/http.js';
import { putRawObject } from './support/object-store.js';

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
/** The API answers a page was served with (its JSON data block), by path; {} when it has none. */
function pageAnswers(html: string): Record<string, unknown> {
  const block = new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ID}">(.*?)</script>`, 's').exec(html);
  return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : {};
}

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

  describe("a page names its screen's code for early fetching", () => {
    const routes = () =>
      JSON.parse(readFileSync(join(DIST, '.vite', 'route-preloads.json'), 'utf8')) as Record<
        string,
        { js: string[]; css: string[]; images: string[] }
      >;
    const page = async (path: string) =>
      (await rawGet(`${stack.baseUrl}${path}`, { accept: 'text/html' })).body.toString();
    const linked = (html: string) => ({
      js: [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map(([, href]) => href),
      css: [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)" \/>/g)].map(([, href]) => href),
      images: [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/>/g)].map(
        ([, href]) => href,
      ),
    });

    it('each storefront page links the chunks, style sheets and first pictures of its screen, files the gateway serves', async () => {
      const built = routes();
      // The home banner's poster is the home page's largest first paint.
      assert.deepEqual(built['/']!.images, ['/media/home-banner-poster.webp']);
      for (const [path, pattern] of [
        ['/', '/'],
        ['/bouquets', '/bouquets'],
        ['/bouquets/', '/bouquets'],
        ['/bouquets/demo-sunny-morning', '/bouquets/:id'],
        ['/occasions/abc', '/occasions/:id'],
        ['/contact', '/contact'],
      ]) {
        const html = await page(path);
        assert.deepEqual(linked(html), built[pattern], path);
        assert.ok(built[pattern]!.js.length > 0, pattern);
        assert.ok(html.indexOf('modulepreload') < html.indexOf('</head>'), path);
        for (const href of [...built[pattern]!.js, ...built[pattern]!.css, ...built[pattern]!.images]) {
          assert.equal((await rawGet(`${stack.baseUrl}${href}`)).status, 200, href);
        }
      }
    });

    it("a bouquet's page preloads its first picture with the gallery's srcset and sizes; an unknown bouquet's none", async () => {
      const { token } = await adminLogin(stack.baseUrl);
      const created = await call<{ _id: string; images: string[] }>(stack.baseUrl, '/api/bouquets', {
        method: 'POST',
        headers: bearer(token),
        body: form({ name: 'Preloaded Bouquet', price: '20', images: [await pngImage(900, 900), await pngImage()] }),
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const { src, srcSet, sizes } = responsiveImage(created.body.images[0]!, IMAGE_SLOTS.gallery);
      const html = await page(`/bouquets/${created.body._id}`);
      const preload = `<link rel="preload" as="image" href="${src}" imagesrcset="${srcSet}" imagesizes="${sizes}" fetchpriority="high" />`;
      assert.ok(html.includes(preload), `no ${preload} in\n${html}`);
      assert.ok(html.indexOf(preload) < html.indexOf('</head>'));
      // The product's answer too, in the page, as the API answers it.
      const answer = `/api/bouquets/${created.body._id}`;
      assert.deepEqual(pageAnswers(html), { [answer]: (await call(stack.baseUrl, answer)).body });
      assert.ok(html.indexOf(`id="${PAGE_ANSWERS_ID}"`) < html.indexOf('</head>'));
      for (const candidate of srcSet!.split(', ').map((entry) => entry.split(' ')[0]!)) {
        const picture = await rawGet(`${stack.baseUrl}${candidate}`);
        assert.equal(picture.status, 200, candidate);
        assert.equal(picture.headers['content-type'], 'image/webp', candidate);
      }
      for (const path of ['/bouquets/no-such-bouquet', '/bouquets']) {
        assert.doesNotMatch(await page(path), /as="image"|page-answers/, path);
      }
    });

    it("a product page's answer cannot close its data block, and a product without pictures still comes with it", async () => {
      const { token } = await adminLogin(stack.baseUrl);
      // `$\`` and `$'` would be the page before and after </head> if the page were put together with a replacement string.
      const name = "</script><script>alert(1)</script><!-- $` $' $&";
      const created = await call<{ _id: string }>(stack.baseUrl, '/api/occasion-products', {
        method: 'POST',
        headers: bearer(token),
        body: form({ name, price: '15', category: 'birthday', images: [await pngImage()] }),
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const html = await page(`/occasions/${created.body._id}`);
      assert.ok(!html.includes('<script>alert(1)'), html);
      assert.equal(html.split('</head>').length, 2, html);
      assert.equal(html.split('</script>').length, 3, html); // the entry script's and the data block's
      const answers = pageAnswers(html) as Record<string, { name: string }>;
      assert.equal(answers[`/api/occasion-products/${created.body._id}`]?.name, name);

      const plain = await call<{ _id: string }>(stack.baseUrl, '/api/bouquets', {
        method: 'POST',
        headers: bearer(token),
        body: form({ name: 'No Pictures Yet', price: '12' }),
      });
      assert.equal(plain.status, 201, JSON.stringify(plain.body));
      const plainHtml = await page(`/bouquets/${plain.body._id}`);
      assert.doesNotMatch(plainHtml, /as="image"/);
      assert.deepEqual(Object.keys(pageAnswers(plainHtml)), [`/api/bouquets/${plain.body._id}`]);
    });

    it('pages it does not list (admin, unknown paths, deeper ones) link nothing extra', async () => {
      for (const path of ['/admin', '/admin/orders', '/no-such-page', '/bouquets/a/b']) {
        assert.deepEqual(linked(await page(path)), { js: [], css: [], images: [] }, path);
      }
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
            'Disallow: /order-status',
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

  describe('image width variants (GET /api/images/:key?w=)', () => {
    /** A bouquet whose two pictures are uploaded as `width`×`height` PNGs; answers their URLs. */
    const bouquetPictures = async (width: number, height: number): Promise<string[]> => {
      const { token } = await adminLogin(stack.baseUrl);
      const created = await call<{ images: string[] }>(stack.baseUrl, '/api/bouquets', {
        method: 'POST',
        headers: bearer(token),
        body: form({
          name: `Variant Bouquet ${width}`,
          price: '20',
          images: [await pngImage(width, height), await pngImage(width, height, '#3f51b5')],
        }),
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      return created.body.images;
    };

    it('160, 320 and 640 answer a WebP of that width (height in proportion), cached for a year and sandboxed', async () => {
      const [url] = await bouquetPictures(1200, 900);
      for (const width of [160, 320, 640]) {
        const answer = await rawGet(`${stack.baseUrl}${url}?w=${width}`);
        assert.equal(answer.status, 200, String(width));
        assert.equal(answer.headers['content-type'], 'image/webp');
        assert.equal(answer.headers['content-length'], String(answer.body.length));
        assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
        assert.equal(answer.headers['content-security-policy'], "default-src 'none'; sandbox");
        assert.equal(answer.headers['x-content-type-options'], 'nosniff');
        const { format, width: shown, height } = await sharp(answer.body).metadata();
        assert.deepEqual({ format, shown, height }, { format: 'webp', shown: width, height: (width * 3) / 4 });
        const again = await rawGet(`${stack.baseUrl}${url}?w=${width}`);
        assert.deepEqual(again.body, answer.body, 'the same bytes the second time');
      }
      const original = await rawGet(`${stack.baseUrl}${url}`);
      assert.equal((await sharp(original.body).metadata()).width, 1200, 'without w, the stored image');
    });

    it('a picture narrower than the width asked for is never enlarged', async () => {
      const [url] = await bouquetPictures(100, 80);
      const answer = await rawGet(`${stack.baseUrl}${url}?w=640`);
      assert.equal(answer.status, 200);
      const { format, width, height } = await sharp(answer.body).metadata();
      assert.deepEqual({ format, width, height }, { format: 'webp', width: 100, height: 80 });
    });

    it('any other width is refused with 400 and why, before the store is read', async () => {
      const [url] = await bouquetPictures(400, 400);
      for (const w of ['100', '161', '0', '-160', '1600', '640.5', '0x140', '1e3', 'abc', '', '160&w=320', '%20160']) {
        const answer = await call(stack.baseUrl, `${url}?w=${w}`);
        assert.equal(answer.status, 400, w);
        assert.equal(answer.body.message, 'w must be one of 160, 320, 640', w);
      }
      assert.equal((await call(stack.baseUrl, `/api/images/${randomUUID()}.webp?w=999`)).status, 400);
    });

    it('keys the shop never hands out, missing images and objects of other types are 404 with a width too', async () => {
      for (const key of ['..%2Fsecret.webp', 'photo.webp', `${randomUUID()}.svg`, `${randomUUID()}.webp`]) {
        assert.equal((await call(stack.baseUrl, `/api/images/${key}?w=160`)).status, 404, key);
      }
      for (const [type, body] of [
        ['text/html', '<script>alert(1)</script>'],
        ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
        ['image/png', 'not really a png'],
      ]) {
        const key = `${randomUUID()}.png`;
        await putRawObject(stack.env, key, body, type);
        const answer = await call(stack.baseUrl, `/api/images/${key}?w=160`);
        assert.equal(answer.status, 404, type);
        assert.doesNotMatch(JSON.stringify(answer.body), /script|svg/, type);
      }
    });
  });
});
