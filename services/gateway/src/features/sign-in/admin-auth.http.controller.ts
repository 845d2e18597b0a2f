import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminLoginBody, AdminLoginResult, IDENTITY_PATTERNS, Ok } from '@flowershop/common/contracts';
import { ServiceClients } from '@flowershop/common/transport';
import { GatewayConfig } from '../../platform/config/gateway.config.js';
import { ApiAnswers, SERVICE_ERRORS } from '../../platform/openapi/error-responses.js';
import { RateLimit } from '../../platform/security/rate-limits.js';
import { ADMIN_COOKIE, presentedTokens } from '../../platform/security/credentials.js';
import { TokenVerifier } from '../../platform/auth/token-verifier.js';
import { tokenExpiresAt } from '../../platform/auth/verified-tokens.js';

@ApiTags('admin sign-in')
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
  @ApiOperation({ summary: 'Admin sign-in: answers the token and sets it as the httpOnly admin cookie' })
  @ApiAnswers({ type: AdminLoginResult }, 400, 401, 403, 429, ...SERVICE_ERRORS)
  @RateLimit('admin-login')
  async login(@Body() body: AdminLoginBody, @Res({ passthrough: true }) response: Response): Promise<AdminLoginResult> {
    const result = await this.clients.send<AdminLoginResult>('identity', IDENTITY_PATTERNS.adminLogin, body);
    // The cookie lives exactly as long as its token, whatever identity's ADMIN_TOKEN_TTL_SECONDS.
    const expiresAt = tokenExpiresAt(result.token);
    response.cookie(ADMIN_COOKIE, result.token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.COOKIE_SECURE,
      path: '/api',
      // Without a readable expiry: a session cookie (the token itself still expires).
      ...(expiresAt !== undefined && { maxAge: Math.max(expiresAt - Date.now(), 0) }),
    });
    return result;
  }

  /** Revokes the admin tokens the request carries (never a customer's) and drops the cookie. */
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Admin sign-out: revokes the admin tokens sent (bearer or cookie) and drops the cookie' })
  @ApiAnswers({ type: Ok }, 403, ...SERVICE_ERRORS)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ ok: true }> {
    for (const token of presentedTokens(request)) {
      // Signing out must work even when identity is slow: the cookie goes regardless.
      const principal = await this.tokens.principal(token).catch(() => null);
      if (principal?.role === 'admin') await this.tokens.revoke(token);
    }
    response.clearCookie(ADMIN_COOKIE, { path: '/api' });
    return { ok: true };
  }
}
