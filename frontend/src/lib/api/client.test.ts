import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { ApiError, isUnauthorized } from './api-error';
import { api, apiUrl, bareApi, bearer, dataOf, formBody } from './client';

const refusal = (call: Promise<unknown>) => call.catch((caught: unknown) => caught) as Promise<ApiError>;

describe('the API client', () => {
  it('calls the API base with cookies, JSON accepted, and no Authorization when no customer token is stored', async () => {
    const fetchSpy = mockFetch(() => jsonResponse([]));
    await api.GET('/boxes', { params: { query: { sort: 'price_asc' } } });

    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/boxes?sort=price_asc');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.headers.Accept).toBe('application/json');
    expect(init.headers.Authorization).toBeUndefined();
  });

  it('adds the customer bearer token from session storage to a call that gives none (SPEC §6)', async () => {
    sessionStorage.setItem('token', 't');
    const fetchSpy = mockFetch(() => jsonResponse([]));
    await api.GET('/boxes', {});
    expect(fetchSpy.mock.calls[0]![1].headers.Authorization).toBe('Bearer t');
  });

  it('sends the bearer token a call gives instead; bareApi sends only that, and none for null', async () => {
    sessionStorage.setItem('token', 'customer');
    const fetchSpy = mockFetch(() => jsonResponse({ deleted: true }));
    await api.DELETE('/boxes/{id}', { params: { path: { id: 'b 1' } }, headers: bearer('admin') });
    await bareApi.DELETE('/boxes/{id}', { params: { path: { id: 'b1' } }, headers: bearer(null) });
    await bareApi.GET('/opening-hours', {});
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/boxes/b%201');
    expect(fetchSpy.mock.calls[0]![1].headers.Authorization).toBe('Bearer admin');
    expect(fetchSpy.mock.calls[1]![1].headers.Authorization).toBeUndefined();
    expect(fetchSpy.mock.calls[2]![1].headers.Authorization).toBeUndefined();
  });

  it('sends the Idempotency-Key header its operation documents', async () => {
    const fetchSpy = mockFetch(() => jsonResponse({}));
    await api.POST('/contacts', {
      body: { name: 'Ann', email: 'ann@example.com', message: 'Hi' },
      params: { header: { 'Idempotency-Key': 'key-12345678' } },
    });
    expect(fetchSpy.mock.calls[0]![1].headers['Idempotency-Key']).toBe('key-12345678');
  });

  it('sends JSON bodies with a JSON content type and multipart bodies as the form holds them', async () => {
    const fetchSpy = mockFetch(() => jsonResponse({}));
    await api.POST('/auth/admin/login', { body: { email: '', password: '' } });
    const form = new FormData();
    form.append('name', 'Rose Box');
    form.append('price', '$30');
    await api.POST('/boxes', { body: formBody(form) });

    const json = fetchSpy.mock.calls[0]![1];
    expect(json.body).toBe('{"email":"","password":""}');
    expect(json.headers['Content-Type']).toBe('application/json');
    const multipart = fetchSpy.mock.calls[1]![1];
    expect(multipart.headers['Content-Type']).toMatch(/^multipart\/form-data; boundary=/);
    expect([...(multipart.body as FormData)]).toEqual([
      ['name', 'Rose Box'],
      ['price', '$30'],
    ]);
  });

  it('hands back the answer with its headers (e.g. X-Total-Count), and dataOf its data', async () => {
    mockFetch(() => jsonResponse([{ _id: 'o1' }], 200, { 'X-Total-Count': '12' }));
    const { data, response } = await api.GET('/orders', { params: { query: { page: 2 } } });
    expect(data).toEqual([{ _id: 'o1' }]);
    expect(response.headers.get('x-total-count')).toBe('12');
    expect(await dataOf(api.GET('/orders'))).toEqual([{ _id: 'o1' }]);
  });

  it("throws the server's refusal as an ApiError: message, status and code", async () => {
    mockFetch(() => jsonResponse({ statusCode: 401, code: 'AUTH.UNAUTHORIZED', message: 'Invalid token' }, 401));
    const error = await refusal(api.GET('/orders'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Invalid token');
    expect(error.serverMessage).toBe('Invalid token');
    expect(error.status).toBe(401);
    expect(error.code).toBe('AUTH.UNAUTHORIZED');
    expect(isUnauthorized(error)).toBe(true);
  });

  it("keeps a refusal's details for the caller, and none when it has none", async () => {
    const details = { total: 80, cart: [{ productId: 'p1', totalPrice: 70 }] };
    mockFetch(() =>
      jsonResponse({ statusCode: 409, code: 'ORDERS.PRICES_CHANGED', message: 'Prices have changed', details }, 409),
    );
    expect((await refusal(api.GET('/orders'))).details).toEqual(details);
    mockFetch(() => new Response('Bad gateway', { status: 502 }));
    const plain = await refusal(api.GET('/orders'));
    expect(plain).toMatchObject({ status: 502, message: 'Request failed with status 502', code: undefined });
    expect(plain.details).toBeUndefined();
  });

  it('joins a list of validation messages', async () => {
    mockFetch(() => jsonResponse({ statusCode: 400, message: ['name is required', 'price must be positive'] }, 400));
    await expect(api.GET('/boxes')).rejects.toThrow('name is required, price must be positive');
  });

  it('reports network failures as ApiError with status 0, and leaves an abort as it is', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.GET('/boxes')).rejects.toMatchObject({ name: 'ApiError', status: 0, message: 'Failed to fetch' });
    mockFetch(() => {
      throw new DOMException('The user aborted a request.', 'AbortError');
    });
    await expect(api.GET('/boxes')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('names an API path as the browser requests it', () => {
    expect(apiUrl('/bouquets/abc')).toBe('/api/bouquets/abc');
    expect(apiUrl('boxes')).toBe('/api/boxes');
  });
});
