import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Principal, Role } from '@flowershop/common/contracts';
import { presentedTokens } from '../security/credentials.js';
import { REQUIRED_ROLE, ROLE_REQUIRED_WHEN, type RoleCondition } from './require-role.decorator.js';
import { TokenVerifier } from './token-verifier.js';

export interface AuthenticatedRequest extends Request {
  principal?: Principal;
  token?: string;
}

/** A request may carry a customer bearer token and the admin cookie at once: any token of the right role wins. */
@Injectable()
export class RoleGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const role = this.reflector.getAllAndOverride<Role | undefined>(REQUIRED_ROLE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!role) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const when = this.reflector.get<RoleCondition | undefined>(ROLE_REQUIRED_WHEN, context.getHandler());
    if (when && !when(request)) return true;
    let authenticated = false;
    for (const token of presentedTokens(request)) {
      const principal = await this.tokens.principal(token);
      if (!principal) continue;
      authenticated = true;
      if (principal.role === role) {
        request.principal = principal;
        request.token = token;
        return true;
      }
    }
    if (authenticated) throw new ForbiddenException('You are not allowed to do this');
    throw new UnauthorizedException('Please sign in');
  }
}
