import { useCallback } from 'react';
import { useAdminList } from '../../../lib/admin/use-admin-list';
import { listAdminProducts } from '../api/list-admin-products';
import type { AdminCatalogKind } from '../model/catalog-kind';

/** The products of one admin catalogue, with `reload()` for after every change. */
export function useAdminProducts(kind: AdminCatalogKind) {
  const { resource } = kind;
  const fetchList = useCallback((signal: AbortSignal) => listAdminProducts(resource, signal), [resource]);
  return useAdminList(fetchList, kind.texts.loadFailed);
}
