import createClient, { type Middleware } from 'openapi-fetch';
import { API_BASE_URL } from '../../config/env';
import { getCustomerToken } from '../auth-tokens';
import type { paths } from '../types/api.generated';
import { ApiError, apiErrorOf } from './api-error';

/**
 * The gateway's paths as its OpenAPI document (services/gateway/openapi.json) names them, without
 * their `/api` prefix: the base URL holds it (VITE_API_BASE_URL, default `/api`).
 */
export type ApiPaths = {
  [Path in keyof paths as Path extends `/api${infer Rest}` ? Rest : never]: paths[Path];
};

/**
 * A refusal (`{ statusCode, code, message }`) or a network failure (status 0) is thrown as an
 * `ApiError`, so a call resolves only with the answer its path documents. An abort stays the
 * browser's AbortError (a query that is no longer wanted).
 */
const refusalsThrow: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await apiErrorOf(response);
    return undefined;
  },
  onError({ error }) {
    if (error instanceof DOMException && error.name === 'AbortError') return undefined;
    return new ApiError(error instanceof Error ? error.message : 'Network error', 0);
  },
};

/**
 * SPEC §6: the customer's token from session storage goes with every request that gives no
 * Authorization of its own. Calls that must carry only what they give (sign-in, public forms,
 * admin calls, whose token may be absent when the httpOnly cookie authenticates) use `bareApi`.
 */
const storedCustomerToken: Middleware = {
  onRequest({ request }) {
    const token = getCustomerToken();
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

/**
 * The gateway's API, typed by its document: paths, parameters, bodies and answers come from
 * api.generated.ts. Cookies always go along (some admin calls authenticate with them). No
 * time-out is set on purpose: SPEC §7 sets none and the gateway bounds its own calls. The base
 * is made absolute from the page's address, as `Request` needs it outside a browser (tests), and
 * `fetch` is looked up at each call (tests replace it), not once when the module loads.
 */
function gatewayClient(...middleware: Middleware[]) {
  const client = createClient<ApiPaths>({
    baseUrl: new URL(API_BASE_URL, globalThis.location?.href ?? 'http://localhost').href,
    credentials: 'include',
    headers: { Accept: 'application/json' },
    fetch: (request) => globalThis.fetch(request),
  });
  client.use(refusalsThrow, ...middleware);
  return client;
}

/** Calls as SPEC §6 makes them: the stored customer token added when the call gives none. */
export const api = gatewayClient(storedCustomerToken);
/** Calls that send only the Authorization they give (none when `bearer(null)`). */
export const bareApi = gatewayClient();

/**
 * The Authorization header of a call: the customer's token (SPEC §6), an admin's (ADR 0003), or
 * none (public calls, and admin calls the httpOnly cookie authenticates).
 */
export function bearer(token: string | null | undefined): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The data of a call's answer: refusals were thrown (above), so a call that resolves has it. */
export async function dataOf<Data>(call: Promise<{ data?: Data }>): Promise<Data> {
  return (await call).data as Data;
}

/**
 * A multipart body as a form holds it: every part text or a file, sent as typed (SPEC §5). The
 * document describes the parts by what they mean (a price is a number); openapi-fetch sends a
 * FormData as it is and the browser sets its boundary.
 */
export function formBody<Body>(formData: FormData): NonNullable<Body> {
  return formData as unknown as NonNullable<Body>;
}

/** The URL of an API path as the browser requests it, e.g. `/api/bouquets/abc` (the page-answers key). */
export function apiUrl(path: string): string {
  return `${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}
