import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IDENTITY_PATTERNS, TokenDto, type Principal } from '@flowershop/common/contracts';
import { READ_ONLY_HANDLER } from '@flowershop/common/transport';
import { AdminService } from '../admins/admin.service.js';
import { TokenService, invalidTokenError } from './token.service.js';

@Controller()
export class TokensMsController {
  constructor(
    private readonly tokens: TokenService,
    private readonly admins: AdminService,
  ) {}

  /**
   * An admin token is good only while its account is the current one, with the current password.
   * Read-only: the same token checked by several requests at once is checked once (ADR 0015).
   */
  @MessagePattern(IDENTITY_PATTERNS.tokenVerify, READ_ONLY_HANDLER)
  async verify(@Payload() { token }: TokenDto): Promise<Principal> {
    const claims = await this.tokens.verify(token);
    if (claims.role === 'admin' && !(await this.admins.isCurrent(claims.sub, claims.gen ?? 0))) {
      throw invalidTokenError();
    }
    return { sub: claims.sub, email: claims.email, role: claims.role };
  }

  @MessagePattern(IDENTITY_PATTERNS.tokenRevoke)
  revoke(@Payload() { token }: TokenDto) {
    return this.tokens.revoke(token);
  }
}
