import { ForbiddenException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { ADMIN_COOKIE } from './credentials.js';
import { asOrigin } from '../config/address-lists.js';
import { isSafeMethod } from './safe-methods.js';

/**
 * Cross-site request forgery guard. Browsers attach the admin cookie to any request to the
 * shop's host, even from a page on another port (same site, so SameSite does not help), but
 * they always say where a write comes from in Origin (or Referer). Every write that carries the
 * cookie is checked, also one with a bearer header beside it: the role guard falls back to the
 * cookie when that bearer is not valid, so the header alone proves nothing (today no other site
 * can add one without a CORS preflight the gateway never grants, but that is not this guard's
 * to rely on). The shop's own pages always send Origin on a write.
 * Registered globally by the app (it needs no injection).
 */
export class SameOriginGuard implements CanActivate {
  constructor(private readonly origins: Set<string>) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (isSafeMethod(request.method) || !this.carriesAdminCookie(request)) return true;
    const source = requestSource(request);
    if (source && this.origins.has(source)) return true;
    throw new ForbiddenException(
      source
        ? `Requests from ${source} may not change the shop`
        : 'A signed-in change must say where it comes from (Origin or Referer header)',
    );
  }

  private carriesAdminCookie(request: Request): boolean {
    const cookie = (request.cookies as Record<string, unknown> | undefined)?.[ADMIN_COOKIE];
    return typeof cookie === 'string' && cookie !== '';
  }
}

/** The origin a browser says the request comes from: Origin, or without one the Referer's. */
function requestSource(request: Request): string | null {
  const origin = request.headers.origin;
  if (origin) return asOrigin(origin) ?? origin;
  const referer = request.headers.referer;
  return referer ? asOrigin(referer) : null;
}
