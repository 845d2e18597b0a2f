import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { startStack, type Stack } from '@flowershop/common/testing';
import {
  adminLogin,
  assertLoadsAsImage,
  bearer,
  call,
  form,
  pngImage,
  signToken,
  storedImageCount,
  textFile,
} from './support/http.js';

interface Product {
  _id: string;
  name: string;
  price: number;
  description?: string;
  category?: string;
  imageUrl?: string | null;
  images?: string[];
}

type Fields = Record<string, string | Blob | Blob[]>;

/** What differs between the kinds under test (SPEC §3, §5, §7); everything else is one suite. */
interface KindCase {
  path: string;
  /** Multipart part of the pictures: `images` (up to 2) or `image` (one). */
  part: 'images' | 'image';
  maxImages: number;
  /** A new product must come with a picture. */
  imageRequired: boolean;
  /** Text parts of a valid new product. */
  fields: Record<string, string>;
  /** Fields every answer carries (SPEC §3). */
  shape: string[];
  /** Refusals only this kind has. */
  badFields?: Record<string, string>[];
}

const KINDS: KindCase[] = [
  {
    path: '/api/keychains',
    part: 'image',
    maxImages: 1,
    imageRequired: false,
    fields: { name: 'Star Charm', description: 'A gold star' },
    shape: ['_id', 'name', 'price', 'description', 'imageUrl'],
  },
  {
    path: '/api/bouquets',
    part: 'images',
    maxImages: 2,
    imageRequired: false,
    fields: { name: 'Rose Dream', description: 'Twelve red roses' },
    shape: ['_id', 'name', 'price', 'description', 'images'],
  },
  {
    path: '/api/occasion-products',
    part: 'images',
    maxImages: 2,
    imageRequired: true,
    fields: { name: 'Birthday Bliss', category: 'birthday', description: 'Bright gerberas' },
    shape: ['_id', 'name', 'price', 'category', 'description', 'images'],
    badFields: [{ category: 'halloween' }, { category: '' }],
  },
];

interface PaperSheet {
  id: string;
  name: string;
  price: number;
  image: string;
}

const urlsOf = (product: Product) => product.images ?? (product.imageUrl ? [product.imageUrl] : []);

describe('gateway catalogue routes over HTTP: keychains, bouquets, occasion products, paper sheets (real services, TCP)', () => {
  let stack: Stack;
  let admin: string;
  let adminCookie: string;
  let customer: string;
  const api = <T = any>(path: string, init?: RequestInit) => call<T>(stack.baseUrl, path, init);

  before(async () => {
    stack = await startStack();
    ({ token: admin, cookie: adminCookie } = await adminLogin(stack.baseUrl));
    customer = signToken(stack.env.JWT_SECRET, { sub: 'c1', email: 'shopper@example.com', role: 'customer' });
  });
  after(async () => stack?.close());

  for (const kind of KINDS) {
    describe(kind.path, () => {
      const list = async (query = '') => (await api<Product[]>(`${kind.path}${query}`)).body;
      const pictures = async (count: number) =>
        Promise.all(
          Array.from({ length: count }, (_, i) => pngImage(40 + i, 30, ['#e91e63', '#4caf50', '#2196f3'][i])),
        );
      const create = async (price: string, extra: Fields = {}, auth: RequestInit['headers'] = bearer(admin)) =>
        api<Product>(kind.path, { method: 'POST', headers: auth, body: form({ ...kind.fields, price, ...extra }) });
      let existing: Product;

      it(`POST with the admin bearer creates it with ${kind.maxImages} picture(s) that load as images`, async () => {
        const created = await create('45', { [kind.part]: await pictures(kind.maxImages) });
        assert.equal(created.status, 201, JSON.stringify(created.body));
        for (const field of kind.shape) assert.ok(field in created.body, `${field} missing`);
        assert.equal(typeof created.body._id, 'string');
        assert.equal(created.body.price, 45);
        assert.equal(created.body.name, kind.fields.name);
        if (kind.fields.category) assert.equal(created.body.category, kind.fields.category);
        const urls = urlsOf(created.body);
        assert.equal(urls.length, kind.maxImages);
        for (const url of urls) await assertLoadsAsImage(stack.baseUrl, url);
        existing = created.body;
      });

      if (kind.fields.description) {
        it('stores a description\'s line breaks as "\\n" however the form sent them (multipart sends "\\r\\n")', async () => {
          const created = await create('9', {
            [kind.part]: await pictures(1),
            description: 'Line one\r\nLine two\rLine three\nLine four',
          });
          assert.equal(created.status, 201, JSON.stringify(created.body));
          assert.equal(created.body.description, 'Line one\nLine two\nLine three\nLine four');
          const removed = await api(`${kind.path}/${created.body._id}`, { method: 'DELETE', headers: bearer(admin) });
          assert.equal(removed.status, 200);
        });
      }

      it(`pictures are ${kind.imageRequired ? 'required' : 'optional'} on create; the admin cookie works too`, async () => {
        const bare = await create('12.5', {}, { cookie: adminCookie, origin: stack.baseUrl });
        if (kind.imageRequired) {
          assert.equal(bare.status, 400);
          assert.equal(
            (await create('12.5', { [kind.part]: await pngImage() }, { cookie: adminCookie, origin: stack.baseUrl }))
              .status,
            201,
          );
        } else {
          assert.equal(bare.status, 201, JSON.stringify(bare.body));
          assert.deepEqual(urlsOf(bare.body), []);
        }
      });

      it('lists low to high by default and on price_asc, high to low on price_desc', async () => {
        assert.equal((await create('99.99', { [kind.part]: await pngImage() })).status, 201);
        const ascending = await list();
        const prices = ascending.map((product) => product.price);
        assert.ok(prices.length >= 3);
        assert.deepEqual(
          prices,
          [...prices].sort((a, b) => a - b),
        );
        assert.deepEqual(await list('?sort=price_asc'), ascending);
        assert.deepEqual(
          (await list('?sort=price_desc')).map((product) => product.price),
          [...prices].reverse(),
        );
        assert.equal((await api(`${kind.path}?sort=newest`)).status, 400);
      });

      it('GET /:id answers one product; an unknown id 404 { statusCode, code, message }; an over-long id 400', async () => {
        const one = await api<Product>(`${kind.path}/${existing._id}`);
        assert.equal(one.status, 200);
        assert.deepEqual(one.body, existing);
        const missing = await api(`${kind.path}/no-such-product`);
        assert.equal(missing.status, 404);
        assert.deepEqual(Object.keys(missing.body).sort(), ['code', 'message', 'statusCode']);
        assert.equal(missing.body.statusCode, 404);
        assert.equal(missing.body.code, 'CATALOG.NOT_FOUND');
        const overLong = await api(`${kind.path}/${'x'.repeat(65)}`);
        assert.equal(overLong.status, 400);
        assert.equal(overLong.body.message, 'Invalid id');
      });

      it('writes need an admin: no token 401, a customer token 403, nothing changes', async () => {
        const before = await list();
        const imagesBefore = storedImageCount(stack.dataDir);
        for (const [method, path] of [
          ['POST', kind.path],
          ['PUT', `${kind.path}/${existing._id}`],
          ['DELETE', `${kind.path}/${existing._id}`],
        ]) {
          const body = () => (method === 'DELETE' ? undefined : form({ ...kind.fields, price: '1', name: 'Hacked' }));
          assert.equal((await api(path, { method, body: body() })).status, 401, `${method} without token`);
          const asCustomer = await api(path, { method, body: body(), headers: bearer(customer) });
          assert.equal(asCustomer.status, 403, `${method} as customer`);
        }
        assert.deepEqual(await list(), before);
        assert.equal(storedImageCount(stack.dataDir), imagesBefore);
      });

      it('refuses missing fields, too many pictures and non-images, storing nothing', async () => {
        const before = await list();
        const imagesBefore = storedImageCount(stack.dataDir);
        const image = await pngImage();
        const { name: _name, ...withoutName } = kind.fields;
        const wrongPart = kind.part === 'images' ? 'image' : 'images';
        const cases: [Fields, number][] = [
          [{ ...withoutName, price: '10', [kind.part]: image }, 400],
          [{ ...kind.fields, [kind.part]: image }, 400],
          [{ ...kind.fields, price: 'abc', [kind.part]: image }, 400],
          [{ ...kind.fields, price: '10', [kind.part]: await pictures(kind.maxImages + 1) }, 400],
          [{ ...kind.fields, price: '10', [wrongPart]: image }, 400],
          [{ ...kind.fields, price: '10', [kind.part]: textFile() }, 415],
          ...(kind.badFields ?? []).map((bad): [Fields, number] => [
            { ...kind.fields, price: '10', ...bad, [kind.part]: image },
            400,
          ]),
        ];
        for (const [fields, status] of cases) {
          const answer = await api(kind.path, { method: 'POST', headers: bearer(admin), body: form(fields) });
          assert.equal(
            answer.status,
            status,
            `${JSON.stringify(Object.keys(fields))} → ${JSON.stringify(answer.body)}`,
          );
          assert.equal(answer.body.statusCode, status);
          assert.equal(typeof answer.body.message, 'string');
        }
        const tooMany = await api(`${kind.path}/${existing._id}`, {
          method: 'PUT',
          headers: bearer(admin),
          body: form({ [kind.part]: await pictures(kind.maxImages + 1) }),
        });
        assert.equal(tooMany.status, 400);
        assert.deepEqual(await list(), before);
        assert.equal(storedImageCount(stack.dataDir), imagesBefore);
      });

      it('PUT changes only the fields sent and keeps the pictures unless new ones come', async () => {
        const renamed = await api<Product>(`${kind.path}/${existing._id}`, {
          method: 'PUT',
          headers: bearer(admin),
          body: form({ name: 'Renamed' }),
        });
        assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
        assert.deepEqual(
          { ...renamed.body, updatedAt: undefined },
          { ...existing, name: 'Renamed', updatedAt: undefined },
        );
        const repriced = await api<Product>(`${kind.path}/${existing._id}`, {
          method: 'PUT',
          headers: { cookie: adminCookie, origin: stack.baseUrl },
          body: form({ price: '77' }),
        });
        assert.equal(repriced.body.price, 77);
        assert.equal(repriced.body.name, 'Renamed');
        assert.deepEqual(urlsOf(repriced.body), urlsOf(existing));
        const repictured = await api<Product>(`${kind.path}/${existing._id}`, {
          method: 'PUT',
          headers: bearer(admin),
          body: form({ [kind.part]: await pictures(kind.maxImages) }),
        });
        const urls = urlsOf(repictured.body);
        assert.equal(urls.length, kind.maxImages);
        for (const url of urls) await assertLoadsAsImage(stack.baseUrl, url);
        for (const old of urlsOf(existing)) assert.equal((await fetch(`${stack.baseUrl}${old}`)).status, 404);
        existing = repictured.body;
      });

      it('DELETE removes it and its pictures', async () => {
        const removed = await api(`${kind.path}/${existing._id}`, { method: 'DELETE', headers: bearer(admin) });
        assert.equal(removed.status, 200);
        assert.equal((await api(`${kind.path}/${existing._id}`)).status, 404);
        assert.ok(!(await list()).some((product) => product._id === existing._id));
        for (const url of urlsOf(existing)) assert.equal((await fetch(`${stack.baseUrl}${url}`)).status, 404);
        assert.equal(
          (await api(`${kind.path}/${existing._id}`, { method: 'DELETE', headers: bearer(admin) })).status,
          404,
        );
      });
    });
  }

  describe('/api/paper-sheets', () => {
    it('answers the ten sheets of SPEC §3 with id, name, price and an image that loads', async () => {
      const answer = await api<PaperSheet[]>('/api/paper-sheets');
      assert.equal(answer.status, 200);
      assert.deepEqual(
        answer.body.map(({ name, price }) => `${name} ${price}`),
        [
          'Coach Pink 5',
          'Hermes White 5',
          'Hermes Pink 5',
          'Cow 4',
          'Dior Black 5',
          'Dior Green 5',
          'Dior Red 5',
          'Dior Pink 5',
          'Simple Black 3',
          'Simple White 3',
        ],
      );
      const digests = new Set<string>();
      for (const sheet of answer.body) {
        assert.deepEqual(Object.keys(sheet).sort(), ['id', 'image', 'name', 'price']);
        const image = await fetch(`${stack.baseUrl}${sheet.image}`);
        assert.equal(image.status, 200, sheet.image);
        assert.equal(image.headers.get('content-type'), 'image/webp');
        digests.add(
          createHash('sha256')
            .update(Buffer.from(await image.arrayBuffer()))
            .digest('hex'),
        );
      }
      assert.equal(new Set(answer.body.map((sheet) => sheet.id)).size, 10);
      assert.equal(digests.size, 10, 'each sheet has its own picture');
    });
  });
});
