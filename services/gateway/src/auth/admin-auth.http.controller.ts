import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { IDENTITY_PATTERNS, ServiceClients, type AdminLoginResult } from '@flowershop/common';
import { GatewayConfig } from '../config/gateway.config.js';
import { AdminLoginBody } from './admin-login.dto.js';
import { ADMIN_COOKIE, presentedTokens } from './credentials.js';
import { TokenVerifier } from './token-verifier.js';

@Controller('auth/admin')
export class AdminAuthHttpController {
  constructor(
    private readonly clients: ServiceClients,
    private readonly config: GatewayConfig,
    private readonly tokens: TokenVerifier,
  ) {}

  /** Answers `{ token, admin }` and also sets the token as an httpOnly cookie; rate-limited per address. */
  @Post('login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  async login(@Body() body: AdminLoginBody, @Res({ passthrough: true }) response: Response): Promise<AdminLoginResult> {
    const result = await this.clients.send<AdminLoginResult>('identity', IDENTITY_PATTERNS.adminLogin, body);
    response.cookie(ADMIN_COOKIE, result.token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.COOKIE_SECURE,
      path: '/api',
      maxAge: this.config.ADMIN_TOKEN_TTL_SECONDS * 1000,
    });
    return result;
  }

  /** Revokes the admin tokens the request carries (never a customer's) and drops the cookie. */
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ ok: true }> {
    for (const token of presentedTokens(request)) {
      // Signing out must work even when identity is slow: the cookie goes regardless.
      const principal = await this.tokens.principal(token).catch(() => null);
      if (principal?.role === 'admin') await this.clients.send('identity', IDENTITY_PATTERNS.tokenRevoke, { token });
    }
    response.clearCookie(ADMIN_COOKIE, { path: '/api' });
    return { ok: true };
  }
}
