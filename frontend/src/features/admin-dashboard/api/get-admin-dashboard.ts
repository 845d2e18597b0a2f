import { apiRequest } from '../../../lib/api-client';
import type { AdminDashboard } from '../model/admin-dashboard';

/** `GET /admin/dashboard`, authenticated by the admin cookie. */
export function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return apiRequest<AdminDashboard>('/admin/dashboard', { token: null, signal });
}
