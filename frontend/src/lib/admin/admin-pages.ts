import { apiRequestWithHeaders, type ApiRequestOptions } from '../api-client';

/** 1 → 1 page; an empty list still counts as one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * `GET <path>?page&size…` of an admin list: one page of rows, and in `X-Total-Count` how many
 * there are in all (without the header, from an older gateway, the page is all there is to count).
 */
export async function fetchAdminPage<T>(
  path: string,
  options: ApiRequestOptions & { query: { page: number; size: number } },
): Promise<{ items: T[]; total: number }> {
  const { data, headers } = await apiRequestWithHeaders<T[]>(path, options);
  const items = Array.isArray(data) ? data : [];
  const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  return { items, total: Number.isFinite(total) ? total : items.length };
}
