import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IDENTITY_PATTERNS, TokenDto } from '@flowershop/common';
import { TokenService } from './token.service.js';

@Controller()
export class TokensMsController {
  constructor(private readonly tokens: TokenService) {}

  @MessagePattern(IDENTITY_PATTERNS.tokenVerify)
  verify(@Payload() { token }: TokenDto) {
    return this.tokens.verify(token);
  }

  @MessagePattern(IDENTITY_PATTERNS.tokenRevoke)
  revoke(@Payload() { token }: TokenDto) {
    return this.tokens.revoke(token);
  }
}
