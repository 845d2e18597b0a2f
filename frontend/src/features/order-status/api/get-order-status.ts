import { bareApi, dataOf } from '../../../lib/api/client';
import type { OrderStatusView } from '../../../lib/api/schemas';

/** `GET /order-status/:token`: public, the link's token is the only key (no bearer is sent). */
export function getOrderStatus(token: string, signal?: AbortSignal): Promise<OrderStatusView> {
  return dataOf(bareApi.GET('/order-status/{token}', { params: { path: { token } }, signal }));
}
