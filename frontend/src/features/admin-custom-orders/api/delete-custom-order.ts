import { bareApi, bearer } from '../../../lib/api/client';
import { getAdminToken } from '../../../lib/auth-tokens';

/** `DELETE /custom-orders/{id}` with the admin token; 404 when it is already gone. */
export async function deleteCustomOrder(id: string): Promise<void> {
  await bareApi.DELETE('/custom-orders/{id}', { params: { path: { id } }, headers: bearer(getAdminToken()) });
}
