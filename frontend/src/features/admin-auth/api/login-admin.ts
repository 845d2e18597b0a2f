import { apiRequest } from '../../../lib/api-client';

export interface AdminLoginRequest {
  email: string;
  password: string;
}

export interface AdminLoginResponse {
  token: string;
  admin: { email: string };
}

/** `POST /auth/admin/login`; the server also sets an httpOnly admin cookie (DESIGN §3). */
export function loginAdmin(credentials: AdminLoginRequest): Promise<AdminLoginResponse> {
  return apiRequest<AdminLoginResponse>('/auth/admin/login', { method: 'POST', json: credentials });
}
