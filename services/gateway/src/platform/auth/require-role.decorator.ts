import { SetMetadata, applyDecorators } from '@nestjs/common';
import type { Request } from 'express';
import type { Role } from '@flowershop/common/contracts';
import { ApiSignedIn } from '../openapi/api-auth.js';
import { ApiErrors } from '../openapi/error-responses.js';

export const REQUIRED_ROLE = 'requiredRole';
export const ROLE_REQUIRED_WHEN = 'roleRequiredWhen';

/** Which requests of a route need the role (e.g. by a path parameter); the others are public. */
export type RoleCondition = (request: Request) => boolean;

/** Marks a route as needing a token of this role: none gives 401, another role 403 (also documented). */
export const RequireRole = (role: Role) => applyDecorators(SetMetadata(REQUIRED_ROLE, role), ApiSignedIn(role));

/** As RequireRole, for the requests `when` picks only; the others stay public (documented: no scheme, 401 and 403). */
export const RequireRoleWhen = (role: Role, when: RoleCondition) =>
  applyDecorators(SetMetadata(REQUIRED_ROLE, role), SetMetadata(ROLE_REQUIRED_WHEN, when), ApiErrors(401, 403));
