import { api, dataOf } from '../../../lib/api/client';
import type { AdminLoginBody, AdminLoginResult } from '../../../lib/api/schemas';

/** `POST /auth/admin/login`; the server also sets an httpOnly admin cookie (DESIGN §3). */
export function loginAdmin(credentials: AdminLoginBody): Promise<AdminLoginResult> {
  return dataOf(api.POST('/auth/admin/login', { body: credentials }));
}
