import { Injectable, SetMetadata, UseGuards, applyDecorators, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerOptions } from '@nestjs/throttler';
import type { Response } from 'express';
import type { GatewayConfig } from '../config/gateway.config.js';

const RATE_LIMIT = 'rateLimit';

/** Each named limit and the setting that gives its requests per client per minute (then 429). */
const PER_MINUTE = {
  'admin-login': 'ADMIN_LOGIN_LIMIT_PER_MINUTE',
  contact: 'CONTACT_LIMIT_PER_MINUTE',
  'custom-order': 'CUSTOM_ORDER_LIMIT_PER_MINUTE',
  otp: 'OTP_LIMIT_PER_MINUTE',
  'order-status': 'ORDER_STATUS_LIMIT_PER_MINUTE',
} as const satisfies Record<string, keyof GatewayConfig>;

/** Adds the standard `Retry-After`: the library only sets `Retry-After-<name>` for named limits. */
@Injectable()
class RateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const seconds = Math.max(1, Math.ceil(detail.timeToBlockExpire || detail.timeToExpire));
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
    await super.throwThrottlingException(context, detail);
  }
}

/** Each limit counts only the routes that name it, so sign-ins and contact messages never use up each other's. */
export const RateLimit = (name: keyof typeof PER_MINUTE) =>
  applyDecorators(SetMetadata(RATE_LIMIT, name), UseGuards(RateLimitGuard));

export function rateLimits(config: GatewayConfig): ThrottlerOptions[] {
  return Object.entries(PER_MINUTE).map(([name, setting]) => ({
    name,
    ttl: 60_000,
    limit: config[setting],
    skipIf: (context: ExecutionContext) => Reflect.getMetadata(RATE_LIMIT, context.getHandler()) !== name,
  }));
}
