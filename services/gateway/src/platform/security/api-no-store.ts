import type { NextFunction, Request, Response } from 'express';

/**
 * API answers are not kept by browsers or proxies unless their route says otherwise (catalogue
 * reads, images and opening hours set their own Cache-Control, which replaces this). Without it,
 * sign-in tokens, a shopper's orders with their address and the admin's lists of messages and
 * orders went out with an ETag and no Cache-Control, so a browser kept them in its disk cache on
 * a shared computer.
 */
export function apiNoStore(request: Request, response: Response, next: NextFunction): void {
  if ((request.originalUrl ?? request.url ?? '').startsWith('/api/')) response.setHeader('Cache-Control', 'no-store');
  next();
}
