import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { normalizeIp } from '@nestjs/throttler';
import type { Request } from 'express';
import {
  Customer,
  CustomerEmailDto,
  CustomerLoginResult,
  IDENTITY_PATTERNS,
  Ok,
  OtpSent,
  VerifyOtpDto,
} from '@flowershop/common/contracts';
import { ServiceClients } from '@flowershop/common/transport';
import { presentedTokens } from '../../platform/security/credentials.js';
import { RequireRole } from '../../platform/auth/require-role.decorator.js';
import type { AuthenticatedRequest } from '../../platform/auth/role.guard.js';
import { TokenVerifier } from '../../platform/auth/token-verifier.js';
import { ApiErrors, SERVICE_ERRORS } from '../../platform/openapi/error-responses.js';
import { RateLimit } from '../../platform/security/rate-limits.js';

/** Customers sign in with a one-time code sent by e-mail (SPEC §7), and sign out. */
@ApiTags('customer sign-in')
@Controller('users')
export class UsersHttpController {
  constructor(
    private readonly clients: ServiceClients,
    private readonly tokens: TokenVerifier,
  ) {}

  @Post('request-otp')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'E-mails a 6-digit sign-in code valid 10 minutes; the same answer for every well-formed address. ' +
      'Limited per e-mail and per client (429 with Retry-After)',
  })
  @ApiOkResponse({ type: OtpSent })
  @ApiErrors(400, 429, ...SERVICE_ERRORS)
  @RateLimit('otp')
  requestOtp(@Body() { email }: CustomerEmailDto, @Req() request: Request): Promise<OtpSent> {
    // The client as the gateway's own limits count it: an IPv6 client is its /64 (the throttler's
    // default), not one of the 2^64 addresses of its line, which would give identity's limit no force.
    const clientIp = request.ip && normalizeIp(request.ip);
    return this.clients.send('identity', IDENTITY_PATTERNS.otpRequest, { email, clientIp });
  }

  @Post('verify-otp')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Signs a customer in with the e-mailed code (created on first sign-in). A wrong, used or expired code ' +
      'is 401; after 5 wrong tries the code no longer works',
  })
  @ApiOkResponse({ type: CustomerLoginResult })
  @ApiErrors(400, 401, 429, ...SERVICE_ERRORS)
  @RateLimit('otp')
  verifyOtp(@Body() { email, otp }: VerifyOtpDto, @Req() request: Request): Promise<CustomerLoginResult> {
    // Counted as requestOtp counts it: identity keeps the asker's tries apart from everybody else's.
    const clientIp = request.ip && normalizeIp(request.ip);
    return this.clients.send('identity', IDENTITY_PATTERNS.otpVerify, { email, otp, clientIp });
  }

  /** Revokes the customer tokens the request carries; with none left to revoke it is still a success. */
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Customer sign-out: revokes the customer token sent (bearer or cookie); it then fails everywhere',
  })
  @ApiOkResponse({ type: Ok })
  @ApiErrors(...SERVICE_ERRORS)
  async logout(@Req() request: Request): Promise<{ ok: true }> {
    for (const token of presentedTokens(request)) {
      const principal = await this.tokens.principal(token);
      if (principal?.role === 'customer') await this.tokens.revoke(token);
    }
    return { ok: true };
  }

  @Get('me')
  @RequireRole('customer')
  @ApiOperation({ summary: 'The signed-in customer' })
  @ApiOkResponse({ type: Customer })
  @ApiErrors(...SERVICE_ERRORS)
  me(@Req() request: AuthenticatedRequest): Customer {
    return { email: request.principal!.email };
  }
}
