import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../api/client';
import { queryKeys } from '../query/query-keys';
import type { PaperSheet } from '../api/schemas';

/** `GET /paper-sheets`: the ten wrapping sheets with their prices and pictures. */
export async function getPaperSheets(signal?: AbortSignal): Promise<PaperSheet[]> {
  const data: unknown = await dataOf(api.GET('/paper-sheets', { signal }));
  if (!Array.isArray(data)) throw new Error('Unexpected answer for /paper-sheets: not a list');
  return data as PaperSheet[];
}

/**
 * The ten paper sheets (SPEC §3), offered on detail pages and as custom-order wrapping
 * (DESIGN §8.12); fixed, so fetched once per visit.
 */
export function usePaperSheets() {
  return useQuery({
    queryKey: queryKeys.paperSheets(),
    queryFn: ({ signal }) => getPaperSheets(signal),
    staleTime: Infinity,
  });
}
