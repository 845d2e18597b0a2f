import { ForbiddenException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { adminCookie } from './credentials.js';
import { asOrigin } from '../config/address-lists.js';
import { isSafeMethod } from './safe-methods.js';

/**
 * CSRF guard (ADR 0006): the admin cookie comes even from a page on another port (same site, so SameSite
 * does not help). A bearer beside it proves nothing: the role guard falls back to the cookie.
 */
export class SameOriginGuard implements CanActivate {
  constructor(private readonly origins: Set<string>) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (isSafeMethod(request.method) || !adminCookie(request)) return true;
    const source = requestSource(request);
    if (source && this.origins.has(source)) return true;
    throw new ForbiddenException(
      source
        ? `Requests from ${source} may not change the shop`
        : 'A signed-in change must say where it comes from (Origin or Referer header)',
    );
  }
}

/** The origin a browser says the request comes from: Origin, or without one the Referer's. */
function requestSource(request: Request): string | null {
  const origin = request.headers.origin;
  if (origin) return asOrigin(origin) ?? origin;
  const referer = request.headers.referer;
  return referer ? asOrigin(referer) : null;
}
