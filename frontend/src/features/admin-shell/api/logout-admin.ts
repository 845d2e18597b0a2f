import { bareApi, bearer } from '../../../lib/api/client';

/**
 * `POST /auth/admin/logout`: the server revokes the admin token (sent as bearer, and the
 * httpOnly cookie goes along) and clears the cookie.
 */
export async function logoutAdmin(token: string | null): Promise<void> {
  await bareApi.POST('/auth/admin/logout', { headers: bearer(token) });
}
