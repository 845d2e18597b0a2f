import { describe, expect, it } from 'vitest';
import { api } from '../api/client';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { adminPageOf, pageCount } from './admin-pages';

describe('admin list pages', () => {
  it('counts pages of the given size, and at least one', () => {
    expect([0, 1, 10, 11, 25].map((total) => pageCount(total, 10))).toEqual([1, 1, 1, 2, 3]);
    expect([0, 25, 26].map((total) => pageCount(total, 25))).toEqual([1, 1, 2]);
  });

  it('reads a page and the total from X-Total-Count; without the header the page is all there is', async () => {
    const spy = mockFetch((url) =>
      url.includes('page=1')
        ? jsonResponse([{ _id: 'a' }], 200, { 'X-Total-Count': '31' })
        : jsonResponse([{ _id: 'b' }]),
    );
    const page = (number: number) => adminPageOf(api.GET('/contacts', { params: { query: { page: number, size: 25 } } }));
    expect(await page(1)).toEqual({ items: [{ _id: 'a' }], total: 31 });
    expect(spy.mock.calls[0]![0]).toBe('/api/contacts?page=1&size=25');
    expect(await page(2)).toEqual({ items: [{ _id: 'b' }], total: 1 });
  });
});
