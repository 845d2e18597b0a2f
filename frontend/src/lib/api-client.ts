import { API_BASE_URL } from '../config/env';
import { getCustomerToken } from './auth-tokens';

/** An error answer of the gateway: `{ statusCode, code, message }`, some with `details` (DESIGN §3). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The `message` the server sent, if any (some screens fall back to their own text without one). */
  readonly serverMessage: string | undefined;
  /** The answer's `details`, for the callers that act on them (e.g. the repriced cart of ORDERS.PRICES_CHANGED). */
  readonly details: unknown;

  constructor(message: string, status: number, code?: string, serverMessage?: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart; the browser sets the boundary header itself. */
  formData?: FormData;
  query?: Record<string, string | number | undefined>;
  /**
   * Bearer token. Left out: the customer token from session storage when present (SPEC §6).
   * A string: that token (admin calls). `null`: no Authorization header (the cookie still goes).
   */
  token?: string | null;
  headers?: Record<string, string>;
  /** Sent as `Idempotency-Key`: the server answers a repeated key with its first answer. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** The browser's HTTP cache mode, for the few answers the gateway lets it keep (`'reload'`: skip and refresh it). */
  cache?: RequestCache;
}

export function buildApiUrl(path: string, query?: ApiRequestOptions['query']): string {
  const normalisedPath = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE_URL}${normalisedPath}${search ? `?${search}` : ''}`;
}

function messageFromBody(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('message' in body)) return undefined;
  const { message } = body as { message: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  // Validation errors may carry a list of messages.
  if (Array.isArray(message)) return message.filter((part) => typeof part === 'string').join(', ') || undefined;
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** A successful answer with its headers, for the few calls that read one (e.g. `X-Total-Count`). */
export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/**
 * One HTTP call to the gateway. Cookies always go along (some admin calls authenticate with
 * them). No time-out is set on purpose: SPEC §7 sets none and the gateway bounds its own calls.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/** `apiRequest`, also handing back the answer's headers. */
export async function apiRequestWithHeaders<T = unknown>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.token === undefined ? getCustomerToken() : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }

  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
      ...(options.cache && { cache: options.cache }),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(error instanceof Error ? error.message : 'Network error', 0);
  }

  const payload = await readBody(response);
  if (!response.ok) {
    const code =
      payload && typeof payload === 'object' && 'code' in payload && typeof payload.code === 'string'
        ? payload.code
        : undefined;
    const serverMessage = messageFromBody(payload);
    throw new ApiError(
      serverMessage ?? `Request failed with status ${response.status}`,
      response.status,
      code,
      serverMessage,
      (payload as { details?: unknown } | undefined)?.details,
    );
  }
  return { data: payload as T, headers: response.headers };
}
