import { bareApi, dataOf } from '../../../lib/api/client';
import type { AdminDashboard } from '../../../lib/api/schemas';

/** `GET /admin/dashboard`, authenticated by the admin cookie. */
export function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return dataOf(bareApi.GET('/admin/dashboard', { signal }));
}
