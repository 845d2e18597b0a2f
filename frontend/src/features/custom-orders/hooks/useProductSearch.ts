import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { listProducts } from '../../../lib/catalog/list-products';
import { queryKeys } from '../../../lib/query/query-keys';
import type { Bouquet } from '../../../lib/api/schemas';
import { findByExactName, NOT_FOUND_ALERT, SEARCH_EMPTY_ALERT, SEARCH_FAILED_TEXT } from '../model/find-product';

export interface ProductSearch {
  search: (name: string) => Promise<void>;
  searching: boolean;
  /** The last search could not read the bouquets. */
  failed: boolean;
}

/**
 * Finds the bouquet the shopper names (SPEC §5): nothing is asked of the server for an empty
 * name; otherwise `GET /bouquets` (asked again on every Search, so a bouquet added a moment ago
 * is found; the answer also refreshes the shared list cache), then an exact match ignoring case.
 * Misses and failures are `alert`s with the SPEC's texts.
 */
export function useProductSearch(onFound: (bouquet: Bouquet) => void): ProductSearch {
  const client = useQueryClient();
  const [searching, setSearching] = useState(false);
  const [failed, setFailed] = useState(false);

  async function search(name: string) {
    if (name.trim() === '') {
      window.alert(SEARCH_EMPTY_ALERT);
      return;
    }
    setSearching(true);
    setFailed(false);
    let bouquets: Bouquet[];
    try {
      bouquets = await client.fetchQuery({
        queryKey: queryKeys.catalogList('bouquets', undefined),
        queryFn: ({ signal }) => listProducts('bouquets', undefined, signal),
        staleTime: 0,
      });
    } catch {
      // The query cache has logged the failure.
      setSearching(false);
      setFailed(true);
      window.alert(SEARCH_FAILED_TEXT);
      return;
    }
    setSearching(false);
    const match = findByExactName(bouquets, name);
    if (match) onFound(match);
    else window.alert(NOT_FOUND_ALERT);
  }

  return { search, searching, failed };
}
