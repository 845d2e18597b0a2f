import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { randomBytes } from 'node:crypto';

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
  return (request: Request, response: Response, next: NextFunction) => {
    response.locals.styleNonce = randomBytes(16).toString('base64');
    headers(request, response, next);
  };
}
