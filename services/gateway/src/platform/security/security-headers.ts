import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { nonceSource } from './nonce-pool.js';

/** Unless the route sets its own: without it, tokens and a shopper's orders sat in a shared computer's disk cache. */
export function apiNoStore(request: Request, response: Response, next: NextFunction): void {
  if ((request.originalUrl ?? request.url ?? '').startsWith('/api/')) response.setHeader('Cache-Control', 'no-store');
  next();
}

/** The nonce this response's CSP allows on inline <style> elements. */
export function styleNonce(response: Response): string {
  return (response.locals as { styleNonce: string }).styleNonce;
}

/** The SPA's one inline <style> (react-hot-toast's) carries the nonce it reads from its page; HSTS only behind HTTPS. */
export function securityHeaders(behindHttps: boolean) {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", (_request, response) => `'nonce-${styleNonce(response as Response)}'`],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.google.com', 'https://maps.google.com'], // the contact page's Google Maps embed
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(behindHttps && { upgradeInsecureRequests: [] }),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: behindHttps,
  });
  const answer = helmetAnswer(headers);
  const nextNonce = nonceSource();
  return (_request: Request, response: Response, next: NextFunction) => {
    const nonce = nextNonce();
    response.locals.styleNonce = nonce;
    for (const [name, value] of answer.set) response.setHeader(name, value.replace(NONCE_PLACEHOLDER, nonce));
    for (const name of answer.removed) response.removeHeader(name);
    next();
  };
}

const NONCE_PLACEHOLDER = 'NONCE-PLACEHOLDER';

/** Recorded once: it depends on nothing but the nonce, and helmet per response was much of a cached answer's cost. */
function helmetAnswer(headers: ReturnType<typeof helmet>): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    locals: { styleNonce: NONCE_PLACEHOLDER },
    setHeader: (name: string, value: string) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  let error: unknown;
  headers({} as never, recorder as never, (failure?: unknown) => (error = failure));
  if (error) throw error instanceof Error ? error : new Error(String(error));
  if (set.length === 0) throw new Error('helmet set no header synchronously: its answer cannot be recorded');
  return { set, removed };
}
