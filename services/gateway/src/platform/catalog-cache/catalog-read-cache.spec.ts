import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { waitFor } from '@flowershop/common/testing';
import { preferredCoding } from './accept-encoding.js';
import { cacheKeyOf, itemKey, listKey, PAPER_SHEETS_KEY } from './catalog-cache-keys.js';
import { CatalogReadCache } from './catalog-read-cache.js';

/** A load the test finishes when it wants, counting how often it was started. */
function controlledLoad() {
  const pending: ((value: unknown) => void)[] = [];
  const load = {
    calls: 0,
    run: () => {
      load.calls += 1;
      return new Promise<unknown>((resolve) => pending.push(resolve));
    },
    finish: (value: unknown) => pending.shift()!(value),
  };
  return load;
}

const json = (body: { identity: { bytes: Buffer } } | undefined) =>
  body && JSON.parse(body.identity.bytes.toString('utf8'));

describe('CatalogReadCache', () => {
  it('loads an answer once however many ask at the same time, then answers from memory', async () => {
    const cache = new CatalogReadCache({ ttlMs: 1000, maxEntries: 10 });
    const load = controlledLoad();
    const reads = [cache.read('box:list:price_asc', load.run), cache.read('box:list:price_asc', load.run)];
    load.finish([{ name: 'A' }]);
    const [first, second] = await Promise.all(reads);
    assert.equal(first, second);
    assert.equal(load.calls, 1);
    assert.deepEqual(json(cache.hit('box:list:price_asc')), [{ name: 'A' }]);
  });

  it('a change drops its kind only, and a load begun before the change does not store what it read', async () => {
    const cache = new CatalogReadCache({ ttlMs: 1000, maxEntries: 10 });
    await cache.read('keychain:list:price_asc', async () => ['kept']);
    const load = controlledLoad();
    const stale = cache.read('box:list:price_asc', load.run);
    cache.changed('box');
    load.finish(['before the change']);
    assert.deepEqual(json(await stale), ['before the change'], 'the request that asked before still gets its answer');
    assert.equal(cache.hit('box:list:price_asc'), undefined, 'but it is not kept');
    assert.deepEqual(json(cache.hit('keychain:list:price_asc')), ['kept']);
    cache.changed('keychain');
    assert.equal(cache.hit('keychain:list:price_asc'), undefined);
  });

  it('past its time-to-live an answer is served while one reload runs; a failed reload drops it', async () => {
    let now = 0;
    const cache = new CatalogReadCache({ ttlMs: 100, maxEntries: 10 }, () => now);
    const load = controlledLoad();
    const first = cache.read('bouquet:item:a', load.run);
    load.finish({ name: 'Old' });
    await first;
    now = 150;
    assert.deepEqual(json(cache.hit('bouquet:item:a')), { name: 'Old' });
    assert.deepEqual(json(cache.hit('bouquet:item:a')), { name: 'Old' });
    assert.equal(load.calls, 2, 'one reload');
    load.finish({ name: 'New' });
    await waitFor(() => json(cache.hit('bouquet:item:a'))?.name === 'New', 'the reloaded answer');

    let calls = 0;
    const catalogGoesDown = async () => {
      calls += 1;
      if (calls > 1) throw new Error('catalog down');
      return { name: 'B' };
    };
    await cache.read('bouquet:item:b', catalogGoesDown);
    now = 300;
    assert.ok(cache.hit('bouquet:item:b'), 'served once more while the reload runs');
    await waitFor(() => cache.hit('bouquet:item:b') === undefined, 'the answer to be dropped after the failed reload');
    assert.equal(calls, 2);
  });

  it('with a time-to-live of 0 nothing is kept', async () => {
    const cache = new CatalogReadCache({ ttlMs: 0, maxEntries: 10 });
    assert.equal(cache.enabled, false);
    await cache.read('box:list:price_asc', async () => []);
    assert.equal(cache.hit('box:list:price_asc'), undefined);
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const cache = new CatalogReadCache({ ttlMs: 1000, maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) await cache.read(itemKey('box', id), async () => id);
    assert.equal(cache.hit(itemKey('box', 'a')), undefined);
    assert.ok(cache.hit(itemKey('box', 'c')));
  });
});

describe('cacheKeyOf: the request targets the fast path may answer', () => {
  it('gives the key the route stores under', () => {
    assert.equal(cacheKeyOf('/api/boxes'), listKey('box'));
    assert.equal(cacheKeyOf('/api/boxes?sort=price_asc'), listKey('box', 'price_asc'));
    assert.equal(cacheKeyOf('/api/occasion-products?sort=price_desc'), listKey('occasion-product', 'price_desc'));
    assert.equal(cacheKeyOf('/api/paper-sheets'), PAPER_SHEETS_KEY);
    assert.equal(cacheKeyOf('/api/bouquets/demo-rose-dream'), itemKey('bouquet', 'demo-rose-dream'));
  });

  it('leaves everything else to the route (validation, other routes, odd ids)', () => {
    for (const target of [
      '/api/boxes?sort=newest',
      '/api/boxes?sort=price_asc&x=1',
      '/api/boxes/',
      '/api/boxes/a%2Fb',
      `/api/boxes/${'x'.repeat(65)}`,
      '/api/boxes/a?x=1',
      '/api/paper-sheets?x=1',
      '/api/orders',
      '/api/images/abc.webp',
      '/boxes',
    ]) {
      assert.equal(cacheKeyOf(target), undefined, target);
    }
  });
});

describe('preferredCoding', () => {
  const all = () => true;
  it('follows the weights, brotli first on a tie, identity when nothing else is acceptable', () => {
    assert.equal(preferredCoding(undefined, all), 'identity');
    assert.equal(preferredCoding('gzip, deflate, br, zstd', all), 'br');
    assert.equal(preferredCoding('gzip', all), 'gzip');
    assert.equal(preferredCoding('br;q=0.5, gzip', all), 'gzip');
    assert.equal(preferredCoding('br;q=0, gzip;q=0', all), 'identity');
    assert.equal(preferredCoding('*', all), 'br');
    assert.equal(preferredCoding('identity', all), 'identity');
    assert.equal(
      preferredCoding('gzip, br', (coding) => coding !== 'br'),
      'gzip',
    );
  });
});
