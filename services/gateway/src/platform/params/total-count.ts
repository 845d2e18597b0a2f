/** Response header of an admin list: how many items match in all, for its pager. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** The header's OpenAPI description, for `@ApiOkResponse({ headers })`. */
export function totalCountHeaderDoc(description: string) {
  return { [TOTAL_COUNT_HEADER]: { description, schema: { type: 'integer' as const } } };
}
