import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { cacheKeyOf } from './catalog-cache-keys.js';
import type { CatalogReadCache } from './catalog-read-cache.js';
import { carriesCredentials } from './credentials-present.js';
import { sendPrepared } from './send-prepared.js';

/** A step every answer goes through (drain, request id, security headers, log line). */
export type AnswerStep = (request: Request, response: Response, next: NextFunction) => void;

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Answers a public catalogue read that is in the cache before Express and Nest see the request:
 * their routing, parsers, guards, pipes and interceptors cost several times the answer itself.
 * The answer still goes through `steps`, the same middleware functions the app runs first, so it
 * carries the same security headers and request id, honours a draining stop and is logged.
 * Everything else (a miss, another route, a signed-in caller) goes to the app unchanged.
 */
export function answerCachedReadsFirst(server: Server, cache: CatalogReadCache, steps: readonly AnswerStep[]): void {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1)
    throw new Error(`Expected the app as the server's one request listener, found ${listeners.length}`);
  const [app] = listeners;
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const key = request.method === 'GET' && !carriesCredentials(request) ? cacheKeyOf(request.url ?? '') : undefined;
    const body = key === undefined ? undefined : cache.hit(key);
    if (!body) return app(request, response);
    // The steps use only Node's request and response, plus Express's `locals`, made here as Express would.
    (response as ServerResponse & { locals: object }).locals = {};
    let next = 0;
    // A step that fails leaves the request to the app, which runs the steps again with its error handling.
    const step = (error?: unknown): void => {
      if (error !== undefined) return app(request, response);
      const current = steps[next++];
      if (current) current(request as Request, response as unknown as Response, step);
      else sendPrepared(request, response, body);
    };
    step();
  });
}
