import { apiRequest } from '../../../lib/api-client';
import type { OrderStatusView } from '../model/order-status-view';

/** `GET /order-status/:token`: public, the link's token is the only key (no bearer is sent). */
export function getOrderStatus(token: string, signal?: AbortSignal): Promise<OrderStatusView> {
  return apiRequest<OrderStatusView>(`/order-status/${encodeURIComponent(token)}`, { token: null, signal });
}
