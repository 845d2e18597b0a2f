import { api, dataOf } from '../../../lib/api/client';
import type { AdminDashboard } from '../../../lib/api/schemas';

/** `GET /admin/dashboard`, authenticated by the admin cookie. */
export function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return dataOf(api.GET('/admin/dashboard', { signal }));
}
