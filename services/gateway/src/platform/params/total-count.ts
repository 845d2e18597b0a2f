import type { Type } from '@nestjs/common';
import type { ApiResponseOptions } from '@nestjs/swagger';

/** Response header of an admin list: how many items match in all, for its pager. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** The OpenAPI answer of such a list, for `@ApiAnswers`. */
export function countedList(type: Type, description: string): ApiResponseOptions {
  return {
    type: [type],
    headers: { [TOTAL_COUNT_HEADER]: { description, schema: { type: 'integer' as const } } },
  };
}
