import { SetMetadata, UseGuards, applyDecorators, type ExecutionContext } from '@nestjs/common';
import type { ThrottlerOptions } from '@nestjs/throttler';
import { RateLimitGuard } from './rate-limit.guard.js';

const RATE_LIMIT = 'rateLimit';

/**
 * Counts a route's requests per client against the named limit. Each limit guards only the
 * routes that name it, so sign-in attempts and contact messages never use up each other's.
 */
export const RateLimit = (name: string) => applyDecorators(SetMetadata(RATE_LIMIT, name), UseGuards(RateLimitGuard));

/** A named limit of `perMinute` requests per client, applied only to routes marked `@RateLimit(name)`. */
export function perMinuteLimit(name: string, perMinute: number): ThrottlerOptions {
  return {
    name,
    ttl: 60_000,
    limit: perMinute,
    skipIf: (context: ExecutionContext) => Reflect.getMetadata(RATE_LIMIT, context.getHandler()) !== name,
  };
}
