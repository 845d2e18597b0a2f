import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiExtension } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Role } from '@flowershop/common/contracts';
import { ApiErrors } from '../openapi/error-responses.js';

export const REQUIRED_ROLE = 'requiredRole';
export const ROLE_REQUIRED_WHEN = 'roleRequiredWhen';
/** Names of the security schemes in the OpenAPI document (openapi-document.ts). */
export const BEARER_SCHEME = 'bearer';
export const COOKIE_SCHEME = 'adminCookie';

/** Which requests of a route need the role (e.g. by a path parameter); the others are public. */
export type RoleCondition = (request: Request) => boolean;

/** A token of this role, as a bearer header or the admin cookie: none gives 401, another role 403 (also documented). */
export const RequireRole = (role: Role) =>
  applyDecorators(
    SetMetadata(REQUIRED_ROLE, role),
    ApiBearerAuth(BEARER_SCHEME),
    ApiCookieAuth(COOKIE_SCHEME),
    ApiExtension('x-required-role', role),
    ApiErrors(401, 403),
  );

/** As RequireRole, for the requests `when` picks only; the others stay public (documented: no scheme, 401 and 403). */
export const RequireRoleWhen = (role: Role, when: RoleCondition) =>
  applyDecorators(SetMetadata(REQUIRED_ROLE, role), SetMetadata(ROLE_REQUIRED_WHEN, when), ApiErrors(401, 403));
