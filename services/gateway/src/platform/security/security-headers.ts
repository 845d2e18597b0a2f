import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { nonceSource } from './nonce-pool.js';

/** Where the contact page's map comes from (Google Maps embed). */
export const MAP_FRAME_SOURCES = ['https://www.google.com', 'https://maps.google.com'];

/** The nonce this response's CSP allows on inline <style> elements (see `securityHeaders`). */
export function styleNonce(response: Response): string {
  return (response.locals as { styleNonce: string }).styleNonce;
}

/**
 * Helmet on every response. The SPA ships only same-origin scripts (no inline script, no eval)
 * and same-origin stylesheets; the one inline <style> it makes (react-hot-toast's, through goober)
 * carries a fresh per-response nonce that the SPA reads from its page. Image previews of picked
 * files are blob: URLs, and the shop is never framed.
 * HSTS and upgrade-insecure-requests only make sense behind HTTPS (COOKIE_SECURE).
 */
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
        frameSrc: MAP_FRAME_SOURCES,
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

/** Stands for the per-response nonce in the headers helmet makes once. */
const NONCE_PLACEHOLDER = 'NONCE-PLACEHOLDER';

/**
 * What helmet does to every response, recorded once: its headers depend on nothing in the request
 * and, in the CSP, only on the response's nonce, so running its dozen middleware and rebuilding the
 * policy per response (a large share of a cached catalogue answer's cost) is not needed.
 */
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
