import { bareApi, bearer } from '../../../lib/api/client';
import { getBoxesAdminToken } from '../../../lib/auth-tokens';

/** `DELETE /boxes/{id}` with the admin bearer token. */
export async function deleteBox(id: string): Promise<void> {
  await bareApi.DELETE('/boxes/{id}', { params: { path: { id } }, headers: bearer(getBoxesAdminToken()) });
}
