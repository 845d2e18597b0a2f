import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { newCorrelationId, safeCorrelationId, withCorrelation } from '@flowershop/common/logging';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Paths polled by probes and the launcher: not worth a line each. */
const QUIET = /^\/api\/health(\/|$)/;

/**
 * First of all middleware: every response says which request it answers. The caller's
 * `X-Request-Id` is kept when it is a safe value (1-128 letters, digits, `.`, `_`, `:`, `-`),
 * else a UUID is made.
 */
export function assignRequestId(request: Request, response: Response, next: NextFunction): void {
  const id = safeCorrelationId(request.get(REQUEST_ID_HEADER)) ?? newCorrelationId();
  response.locals.requestId = id;
  response.setHeader(REQUEST_ID_HEADER, id);
  next();
}

/**
 * After the body parsers (their stream callbacks would lose the context): the rest of the request
 * runs under its id, so its log lines, its RPC calls and the events its writes cause carry it.
 * One line per API request when it is answered.
 */
export function runUnderRequestId(): (request: Request, response: Response, next: NextFunction) => void {
  const logger = new Logger('Http');
  return (request, response, next) => {
    const id = response.locals.requestId as string;
    const started = performance.now();
    const path = request.originalUrl.split('?')[0];
    if (path.startsWith('/api/') && !QUIET.test(path)) {
      response.once('finish', () =>
        withCorrelation(id, () =>
          logger.log(`${request.method} ${path} ${response.statusCode} ${Math.round(performance.now() - started)} ms`),
        ),
      );
    }
    withCorrelation(id, next);
  };
}
