import { bareApi, bearer } from '../../../lib/api/client';
import type { AdminCatalogKind } from '../model/catalog-kind';
import { writeToken } from './write-token';

/** `DELETE /{resource}/{id}`. */
export async function deleteAdminProduct(kind: AdminCatalogKind, id: string): Promise<void> {
  await bareApi.DELETE(`/${kind.resource}/{id}`, { params: { path: { id } }, headers: bearer(writeToken(kind)) });
}
