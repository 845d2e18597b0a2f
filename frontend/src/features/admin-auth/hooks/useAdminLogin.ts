import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_HOME_PATH } from '../../../config/admin-navigation';
import { saveAdminToken } from '../../../lib/auth-tokens';
import { loginAdmin, type AdminLoginRequest } from '../api/login-admin';

/** Sends the credentials as typed (no client checks, SPEC §5); a failure is only logged (SPEC §8). */
export function useAdminLogin() {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  async function login(credentials: AdminLoginRequest): Promise<void> {
    setSubmitting(true);
    try {
      const { token } = await loginAdmin(credentials);
      if (!token) throw new Error('Admin login answer has no token');
      saveAdminToken(token);
      navigate(ADMIN_HOME_PATH);
    } catch (error) {
      console.error('Admin login failed', error);
      setSubmitting(false);
    }
  }

  return { login, submitting };
}
