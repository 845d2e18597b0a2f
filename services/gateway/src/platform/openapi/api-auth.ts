import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiExtension } from '@nestjs/swagger';
import { ApiErrors } from './error-responses.js';

/** Names of the security schemes in the document (see openapi-document.ts). */
export const BEARER_SCHEME = 'bearer';
export const COOKIE_SCHEME = 'adminCookie';

/**
 * A route that needs a token of `role`: a bearer header or the admin cookie (either one),
 * 401 without a valid token, 403 with another role's.
 */
export function ApiSignedIn(role: string): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiBearerAuth(BEARER_SCHEME),
    ApiCookieAuth(COOKIE_SCHEME),
    ApiExtension('x-required-role', role),
    ApiErrors(401, 403),
  );
}
