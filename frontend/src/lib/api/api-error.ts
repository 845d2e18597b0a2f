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

function messageFromBody(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('message' in body)) return undefined;
  const { message } = body as { message: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  // Validation errors may carry a list of messages.
  if (Array.isArray(message)) return message.filter((part) => typeof part === 'string').join(', ') || undefined;
  return undefined;
}

/** The SPA's error for a refused call, from the answer's `{ statusCode, code, message, details }` (any of them may be missing). */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // A proxy's page or plain text: no code, no message of the gateway's.
  }
  const code =
    body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : undefined;
  const serverMessage = messageFromBody(body);
  return new ApiError(
    serverMessage ?? `Request failed with status ${response.status}`,
    response.status,
    code,
    serverMessage,
    body && typeof body === 'object' ? (body as { details?: unknown }).details : undefined,
  );
}
