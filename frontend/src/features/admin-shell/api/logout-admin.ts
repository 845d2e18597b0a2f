import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /auth/admin/logout`: the server revokes the admin token (sent as bearer, and the
 * httpOnly cookie goes along) and clears the cookie.
 */
export function logoutAdmin(token: string | null): Promise<unknown> {
  return apiRequest('/auth/admin/logout', { method: 'POST', token });
}
