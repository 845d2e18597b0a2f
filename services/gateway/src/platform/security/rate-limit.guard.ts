import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Response } from 'express';

/**
 * The throttler guard, but a 429 also carries the standard `Retry-After` (seconds): the
 * library only sets `Retry-After-<throttler name>` for named limits. Clients are told apart
 * by `request.ip`, which follows X-Forwarded-For only from TRUSTED_PROXIES.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const seconds = Math.max(1, Math.ceil(detail.timeToBlockExpire || detail.timeToExpire));
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
    await super.throwThrottlingException(context, detail);
  }
}
