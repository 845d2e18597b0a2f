import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ADMIN_HOME_PATH } from '../../../config/admin-navigation';
import { saveAdminToken } from '../../../lib/auth-tokens';
import type { AdminLoginBody } from '../../../lib/api/schemas';
import { loginAdmin } from '../api/login-admin';

/** Sends the credentials as typed (no client checks, SPEC §5); a failure is only logged (SPEC §8). */
export function useAdminLogin() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async (credentials: AdminLoginBody) => {
      const { token } = await loginAdmin(credentials);
      if (!token) throw new Error('Admin login answer has no token');
      return token;
    },
    // Wrong credentials stay wrong: never tried again by itself.
    retry: false,
    onSuccess: (token) => {
      saveAdminToken(token);
      navigate(ADMIN_HOME_PATH);
    },
    onError: (error) => console.error('Admin login failed', error),
  });
  return { login: mutation.mutate, submitting: mutation.isPending || mutation.isSuccess };
}
