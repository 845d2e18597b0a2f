import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { cacheKeyOf } from './catalog-cache-keys.js';
import type { CatalogReadCache } from './catalog-read-cache.js';
import { carriesCredentials } from '../security/credentials.js';
import { sendPrepared } from './send-prepared.js';

export type AnswerStep = (request: Request, response: Response, next: NextFunction) => void;

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Answers a cached public catalogue read before Express and Nest, whose routing, parsers and guards
 * cost several times the answer (ADR 0010). It still runs `steps`, the app's first middleware, so it
 * gets the same headers, request id, drain and log line; anything else goes to the app unchanged.
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
