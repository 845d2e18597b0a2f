import { vi } from 'vitest';

/** A JSON answer like the gateway's, with any further headers (e.g. `X-Total-Count`). */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * A request as the tests read it: the URL as the page asks for it (`/api/boxes?sort=price_asc`,
 * the origin left off), and its method, headers (a plain object) and body (text, or the
 * FormData of a multipart body).
 */
export interface SentRequest {
  method: string;
  headers: Record<string, string>;
  body?: string | FormData;
  credentials?: RequestCredentials;
  signal?: AbortSignal | null;
  cache?: RequestCache;
}

async function sent(input: RequestInfo | URL, init: RequestInit = {}): Promise<[string, SentRequest]> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const path = url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
  const type = request.headers.get('Content-Type') ?? '';
  const body = request.body
    ? type.startsWith('multipart/form-data')
      ? await request.formData()
      : await request.text()
    : undefined;
  return [
    path,
    {
      method: request.method,
      // Named as the SPA writes them (Fetch lowercases header names).
      headers: Object.fromEntries([...request.headers].map(([name, value]) => [name.replace(/\b\w/g, (c) => c.toUpperCase()), value])),
      body,
      credentials: request.credentials,
      signal: input instanceof Request ? input.signal : init.signal,
      // The mode the SPA asked for; a request that asks none has the default.
      cache: request.cache === 'default' ? undefined : request.cache,
    },
  ];
}

/**
 * Replaces `fetch` for one test; `restoreMocks` in the Vitest config puts it back. The handler
 * and the returned spy see each request as a `SentRequest` (the API client sends `Request`s).
 */
export function mockFetch(handler: (url: string, init: SentRequest) => Response | Promise<Response>) {
  const spy = vi.fn((url: string, init: SentRequest) => handler(url, init));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => spy(...(await sent(input, init))));
  return spy;
}
