import { SetMetadata } from '@nestjs/common';
import type { Role } from '@flowershop/common';

export const REQUIRED_ROLE = 'requiredRole';

/** Marks a route as needing a token of this role: none gives 401, another role 403. */
export const RequireRole = (role: Role) => SetMetadata(REQUIRED_ROLE, role);
