import { bareApi, bearer } from '../../../lib/api/client';
import { getAdminToken } from '../../../lib/auth-tokens';

/** `DELETE /orders/{id}` with the admin token. */
export async function deleteOrder(id: string): Promise<void> {
  await bareApi.DELETE('/orders/{id}', { params: { path: { id } }, headers: bearer(getAdminToken()) });
}
