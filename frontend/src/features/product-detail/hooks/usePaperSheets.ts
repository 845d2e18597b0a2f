import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query/query-keys';
import { getPaperSheets } from '../api/get-paper-sheets';

/** The ten paper sheets offered on detail pages (SPEC §3); fixed, so fetched once per visit. */
export function usePaperSheets() {
  return useQuery({
    queryKey: queryKeys.paperSheets(),
    queryFn: ({ signal }) => getPaperSheets(signal),
    staleTime: Infinity,
  });
}
