import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { ApiError, apiRequest, apiRequestWithHeaders, buildApiUrl, isUnauthorized } from './api-client';

function headersOf(init: RequestInit): Record<string, string> {
  return init.headers as Record<string, string>;
}

describe('apiRequest', () => {
  it('calls the API base with cookies and no Authorization when no customer token is stored', async () => {
    const fetchSpy = mockFetch(() => jsonResponse([]));
    await apiRequest('/boxes', { query: { sort: 'price_asc' } });

    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/boxes?sort=price_asc');
    expect(init.credentials).toBe('include');
    expect(headersOf(init).Authorization).toBeUndefined();
    expect(init.signal).toBeUndefined();
  });

  it('adds the customer bearer token from session storage', async () => {
    sessionStorage.setItem('token', 't');
    const fetchSpy = mockFetch(() => jsonResponse([]));
    await apiRequest('/boxes');
    expect(headersOf(fetchSpy.mock.calls[0]![1] as RequestInit).Authorization).toBe('Bearer t');
  });

  it('uses an explicit token instead, or none when given null', async () => {
    sessionStorage.setItem('token', 'customer');
    const fetchSpy = mockFetch(() => jsonResponse({}));
    await apiRequest('/boxes', { method: 'DELETE', token: 'admin' });
    await apiRequest('/boxes', { method: 'DELETE', token: null });
    expect(headersOf(fetchSpy.mock.calls[0]![1] as RequestInit).Authorization).toBe('Bearer admin');
    expect(headersOf(fetchSpy.mock.calls[1]![1] as RequestInit).Authorization).toBeUndefined();
  });

  it('sends JSON bodies with a JSON content type and multipart bodies untouched', async () => {
    const fetchSpy = mockFetch(() => jsonResponse({}));
    await apiRequest('/auth/admin/login', { method: 'POST', json: { email: '', password: '' } });
    const form = new FormData();
    form.append('name', 'Rose Box');
    await apiRequest('/boxes', { method: 'POST', formData: form });

    const jsonInit = fetchSpy.mock.calls[0]![1] as RequestInit;
    expect(jsonInit.body).toBe('{"email":"","password":""}');
    expect(headersOf(jsonInit)['Content-Type']).toBe('application/json');
    const formInit = fetchSpy.mock.calls[1]![1] as RequestInit;
    expect(formInit.body).toBe(form);
    expect(headersOf(formInit)['Content-Type']).toBeUndefined();
  });

  it('surfaces the server message of an error answer', async () => {
    mockFetch(() => jsonResponse({ statusCode: 401, code: 'AUTH.UNAUTHORIZED', message: 'Invalid token' }, 401));
    const error = await apiRequest('/boxes').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Invalid token');
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).code).toBe('AUTH.UNAUTHORIZED');
    expect(isUnauthorized(error)).toBe(true);
  });

  it("keeps an error answer's details for the caller, and none when it has none", async () => {
    const details = { total: 80, cart: [{ productId: 'p1', totalPrice: 70 }] };
    mockFetch(() => jsonResponse({ statusCode: 409, code: 'ORDERS.PRICES_CHANGED', message: 'Prices have changed', details }, 409));
    expect(((await apiRequest('/orders').catch((caught: unknown) => caught)) as ApiError).details).toEqual(details);
    mockFetch(() => new Response('Bad gateway', { status: 502 }));
    expect(((await apiRequest('/orders').catch((caught: unknown) => caught)) as ApiError).details).toBeUndefined();
  });

  it('joins a list of validation messages', async () => {
    mockFetch(() => jsonResponse({ statusCode: 400, message: ['name is required', 'price must be positive'] }, 400));
    await expect(apiRequest('/boxes')).rejects.toThrow('name is required, price must be positive');
  });

  it('reports network failures as ApiError with status 0', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/boxes')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });
});

describe('apiRequestWithHeaders', () => {
  it('hands back the body together with the answer\'s headers', async () => {
    mockFetch(() => jsonResponse([{ _id: 'o1' }], 200, { 'X-Total-Count': '12' }));
    const { data, headers } = await apiRequestWithHeaders<{ _id: string }[]>('/orders', { query: { page: 2 } });
    expect(data).toEqual([{ _id: 'o1' }]);
    expect(headers.get('x-total-count')).toBe('12');
  });

  it('fails like apiRequest on an error answer', async () => {
    mockFetch(() => jsonResponse({ statusCode: 503, message: 'Orders unavailable' }, 503));
    await expect(apiRequestWithHeaders('/orders')).rejects.toMatchObject({ status: 503, message: 'Orders unavailable' });
  });
});

describe('buildApiUrl', () => {
  it('leaves out empty query values', () => {
    expect(buildApiUrl('boxes', { sort: undefined })).toBe('/api/boxes');
  });
});
