import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { Request } from 'express';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_PROBLEM } from '@flowershop/common/contracts';

/** The request's Idempotency-Key header, checked; undefined when the request has none. */
export const IdempotencyKey = createParamDecorator((_: unknown, context: ExecutionContext): string | undefined => {
  const value = context.switchToHttp().getRequest<Request>().headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  // A repeated header arrives joined with ", " and fails the pattern, as it should.
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new BadRequestException(IDEMPOTENCY_KEY_PROBLEM);
  }
  return value;
});

/** Documents the optional header on a write route. */
export const ApiIdempotencyKey = () =>
  ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description:
      'One value per form submission (8–128 of A-Z a-z 0-9 _ -). A repeat within 24 h answers the first ' +
      'result instead of writing again; the same key with a different request answers 422 IDEMPOTENCY_KEY_REUSED.',
  });
