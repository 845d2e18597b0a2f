import { SetMetadata, applyDecorators } from '@nestjs/common';
import type { Role } from '@flowershop/common/contracts';
import { ApiSignedIn } from '../openapi/api-auth.js';

export const REQUIRED_ROLE = 'requiredRole';

/** Marks a route as needing a token of this role: none gives 401, another role 403 (also documented). */
export const RequireRole = (role: Role) => applyDecorators(SetMetadata(REQUIRED_ROLE, role), ApiSignedIn(role));
