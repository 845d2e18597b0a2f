import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { newCorrelationId, safeCorrelationId, withCorrelation } from '@flowershop/common/logging';
import { loggedPath } from './logged-path.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const REQUEST_ID_KEY = REQUEST_ID_HEADER.toLowerCase();

/** Paths polled by probes and the launcher: not worth a line each. */
const QUIET = /^\/api\/health(\/|$)/;

const httpLogger = new Logger('Http');

/**
 * First of all middleware: every response says which request it answers. The caller's
 * `X-Request-Id` is kept when it is a safe value (1-128 letters, digits, `.`, `_`, `:`, `-`),
 * else a UUID is made. Uses Node's request API only: cached catalogue answers run it before Express.
 */
export function assignRequestId(request: Request, response: Response, next: NextFunction): void {
  const id = safeCorrelationId(request.headers[REQUEST_ID_KEY]) ?? newCorrelationId();
  response.locals.requestId = id;
  response.setHeader(REQUEST_ID_HEADER, id);
  next();
}

/** One line per API request when it is answered, under the request's id (Node's API only, as above). */
export function logWhenAnswered(request: Request, response: Response, next: NextFunction): void {
  const started = performance.now();
  const path = loggedPath(request.originalUrl ?? request.url);
  if (path.startsWith('/api/') && !QUIET.test(path)) {
    response.once('finish', () =>
      withCorrelation(response.locals.requestId as string, () =>
        httpLogger.log(
          `${request.method} ${path} ${response.statusCode} ${Math.round(performance.now() - started)} ms`,
        ),
      ),
    );
  }
  next();
}

/**
 * After the body parsers (their stream callbacks would lose the context): the rest of the request
 * runs under its id, so its log lines, its RPC calls and the events its writes cause carry it.
 */
export function runUnderRequestId(): (request: Request, response: Response, next: NextFunction) => void {
  return (request, response, next) =>
    logWhenAnswered(request, response, () => withCorrelation(response.locals.requestId as string, next));
}
