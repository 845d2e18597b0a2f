import { jsonResponse, mockFetch } from './fetch-mock';

export interface RecordedCall {
  method: string;
  url: string;
  /** The Authorization header sent, if any. */
  auth: string | undefined;
  /** A JSON body as sent, if any. */
  body?: string;
}

export interface FakeAdminList<T> {
  /** What the server holds now (deletes take items out). */
  stored: T[];
  calls: RecordedCall[];
  /** A status to answer every list read with, or null to answer with `stored`. */
  failList: number | null;
  /** A status to answer every delete with (`failMessage` as the reason), or null to delete. */
  failDelete: number | null;
  failMessage: string;
  deletes: () => RecordedCall[];
}

/**
 * A gateway collection an admin screen reads in one list or by pages and deletes from by id
 * (`GET /x`, `GET /x?page=&size=`, `DELETE /x/{id}`), over a mocked `fetch` that records every call.
 */
export interface FakeAdminListOptions<T> {
  /** Whether an item answers the list query's own filters (e.g. `type=upload`). */
  matches?: (item: T, query: URLSearchParams) => boolean;
  /** Other reads by path ending, answered from what is stored (e.g. `/counts`). */
  summaries?: Record<string, (stored: T[]) => unknown>;
}

export function fakeAdminList<T extends { _id: string }>(
  items: T[],
  { matches = () => true, summaries = {} }: FakeAdminListOptions<T> = {},
): FakeAdminList<T> {
  const api: FakeAdminList<T> = {
    stored: items,
    calls: [],
    failList: null,
    failDelete: null,
    failMessage: 'Store unavailable',
    deletes: () => api.calls.filter((call) => call.method === 'DELETE'),
  };
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    api.calls.push({
      method,
      url,
      auth: (init.headers as Record<string, string>).Authorization,
      ...(typeof init.body === 'string' && { body: init.body }),
    });
    if (method === 'GET') {
      if (api.failList) return jsonResponse({ statusCode: api.failList, message: 'No' }, api.failList);
      const { pathname, searchParams: query } = new URL(url, 'http://shop.test');
      const summary = Object.entries(summaries).find(([ending]) => pathname.endsWith(ending));
      if (summary) return jsonResponse(summary[1](api.stored));
      const found = api.stored.filter((item) => matches(item, query));
      // `?page=&size=`: that page and the total in X-Total-Count, as the gateway pages a list.
      const page = Number(query.get('page'));
      if (!page) return jsonResponse(found);
      const size = Number(query.get('size'));
      return jsonResponse(found.slice((page - 1) * size, page * size), 200, {
        'X-Total-Count': String(found.length),
      });
    }
    if (api.failDelete) return jsonResponse({ statusCode: api.failDelete, message: api.failMessage }, api.failDelete);
    const id = decodeURIComponent(url.split('/').pop()!);
    api.stored = api.stored.filter((item) => item._id !== id);
    return jsonResponse({ deleted: true });
  });
  return api;
}
