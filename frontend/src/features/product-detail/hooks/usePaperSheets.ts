import type { PaperSheet } from '../../../lib/types/catalog';
import { useRequest, type RequestState } from '../../../lib/use-request';
import { getPaperSheets } from '../api/get-paper-sheets';

/** The ten paper sheets offered on detail pages (SPEC §3). */
export function usePaperSheets(): RequestState<PaperSheet[]> {
  return useRequest(getPaperSheets, 'Failed to load paper sheets');
}
