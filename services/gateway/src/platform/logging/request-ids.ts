import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { newCorrelationId, safeCorrelationId, withCorrelation } from '@flowershop/common/logging';
import { loggedPath } from './logged-path.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const REQUEST_ID_KEY = REQUEST_ID_HEADER.toLowerCase();

/** Paths polled by probes and the launcher: not worth a line each. */
const QUIET = /^\/api\/health(\/|$)/;

const httpLogger = new Logger('Http');

/** Node's request API only, as the next: cached catalogue answers run them before Express. */
export function assignRequestId(request: Request, response: Response, next: NextFunction): void {
  const id = safeCorrelationId(request.headers[REQUEST_ID_KEY]) ?? newCorrelationId();
  response.locals.requestId = id;
  response.setHeader(REQUEST_ID_HEADER, id);
  next();
}

/** One line per API request when it is answered, under the request's id. */
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

/** After the body parsers (their stream callbacks would lose the context): log lines, RPC calls and events carry the id. */
export function runUnderRequestId(request: Request, response: Response, next: NextFunction): void {
  logWhenAnswered(request, response, () => withCorrelation(response.locals.requestId as string, next));
}
