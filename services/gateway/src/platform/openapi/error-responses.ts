import { applyDecorators } from '@nestjs/common';
import { ApiResponse, type ApiResponseOptions } from '@nestjs/swagger';
import { ErrorBody } from '@flowershop/common/contracts';

/** What each error status means on this API; every error answers `{ statusCode, code, message }`. */
const ERROR_MEANINGS = {
  400: 'Invalid input: the message says which field is wrong and why',
  401: 'No token, or a token that is not valid (any more): sign in',
  403: "Not allowed: another role's token, or a cookie-signed change sent from another site",
  404: 'Nothing with this id or path',
  409: 'Conflicts with the current state',
  410: 'Gone: the link has expired',
  413: 'Body or uploaded image too large (bytes or pixels)',
  415: 'Not an accepted image (checked by content)',
  422: 'IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was already used for a different request; send a new key',
  429: 'Too many attempts: wait and try again',
  503: 'A service behind the gateway cannot be reached',
  504: 'A service behind the gateway did not answer in time',
} as const;

export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** Every route that calls a service can fail with these (DESIGN §3: a call never hangs). */
export const SERVICE_ERRORS: ErrorStatus[] = [503, 504];

/** The error answers a route can give, each with the gateway's error body. */
export function ApiErrors(...statuses: ErrorStatus[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...[...new Set(statuses)].map((status) =>
      ApiResponse({ status, description: ERROR_MEANINGS[status], type: ErrorBody }),
    ),
  );
}

/** A route's answer (200 unless `status` says otherwise) and its error answers. */
export const ApiAnswers = (answer: ApiResponseOptions, ...errors: ErrorStatus[]) =>
  applyDecorators(ApiResponse({ status: 200, ...answer }), ApiErrors(...errors));
