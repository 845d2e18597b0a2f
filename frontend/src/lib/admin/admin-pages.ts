/** 1 → 1 page; an empty list still counts as one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The answer of `GET <path>?page&size…` of an admin list: one page of rows, and in `X-Total-Count`
 * how many there are in all (without the header, from an older gateway, the page is all there is to count).
 */
export async function adminPageOf<Row>(
  call: Promise<{ data?: Row[]; response: Response }>,
): Promise<{ items: Row[]; total: number }> {
  const { data, response } = await call;
  const items = Array.isArray(data) ? data : [];
  const total = Number.parseInt(response.headers.get('X-Total-Count') ?? '', 10);
  return { items, total: Number.isFinite(total) ? total : items.length };
}
