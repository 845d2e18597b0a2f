import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { IDENTITY_PATTERNS, ServiceCallError, ServiceClients, type Principal, type Role } from '@flowershop/common';
import { presentedTokens } from './credentials.js';
import { REQUIRED_ROLE } from './require-role.decorator.js';

export interface AuthenticatedRequest extends Request {
  principal?: Principal;
  token?: string;
}

/**
 * Checks tokens with the identity service (which also knows revoked ones). A request may
 * carry a customer bearer token and the admin cookie at once: any token of the right role wins.
 */
@Injectable()
export class RoleGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly clients: ServiceClients,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const role = this.reflector.getAllAndOverride<Role | undefined>(REQUIRED_ROLE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!role) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    let authenticated = false;
    for (const token of presentedTokens(request)) {
      const principal = await this.verify(token);
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

  private async verify(token: string): Promise<Principal | null> {
    try {
      return await this.clients.send<Principal>('identity', IDENTITY_PATTERNS.tokenVerify, { token });
    } catch (error) {
      if (error instanceof ServiceCallError && error.status === 401) return null;
      throw error;
    }
  }
}
