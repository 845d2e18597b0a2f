import type { OrderStatus } from '@shop-rules/order-statuses';
import { bareApi, bearer } from '../../../lib/api/client';
import { getAdminToken } from '../../../lib/auth-tokens';

/** `PATCH /orders/{id}` `{status}` with the admin token: any status from any other (SPEC §4). */
export async function changeOrderStatus(id: string, status: OrderStatus): Promise<void> {
  await bareApi.PATCH('/orders/{id}', { params: { path: { id } }, body: { status }, headers: bearer(getAdminToken()) });
}
