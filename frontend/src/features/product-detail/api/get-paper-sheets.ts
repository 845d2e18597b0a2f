import { apiRequest } from '../../../lib/api-client';
import type { PaperSheet } from '../../../lib/types/catalog';

/** `GET /paper-sheets`: the ten wrapping sheets with their prices and pictures. */
export async function getPaperSheets(signal?: AbortSignal): Promise<PaperSheet[]> {
  const data = await apiRequest<unknown>('/paper-sheets', { signal });
  if (!Array.isArray(data)) throw new Error('Unexpected answer for /paper-sheets: not a list');
  return data as PaperSheet[];
}
