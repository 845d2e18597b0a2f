import { apiRequest } from '../../../lib/api-client';
import { forgetCustomerSession, saveCustomerToken } from '../../../lib/auth-tokens';

export interface CustomerUser {
  email: string;
}

export interface VerifyOtpResponse {
  token: string;
  user: CustomerUser;
}

/** `POST /users/request-otp`: the server mails a one-time code to the address. */
export function requestOtp(email: string): Promise<{ message: string }> {
  return apiRequest('/users/request-otp', { method: 'POST', json: { email }, token: null });
}

/** `POST /users/verify-otp`: the right code gives a customer token, kept in session storage `token` (SPEC §3). */
export async function verifyOtp(email: string, otp: string): Promise<VerifyOtpResponse> {
  const answer = await apiRequest<VerifyOtpResponse>('/users/verify-otp', {
    method: 'POST',
    json: { email, otp },
    token: null,
  });
  saveCustomerToken(answer.token);
  return answer;
}

/**
 * `POST /users/logout` with an empty body and the stored token as the bearer; once revoked, the
 * token and the checkout's saved address are dropped.
 */
export async function logoutCustomer(): Promise<void> {
  await apiRequest('/users/logout', { method: 'POST' });
  forgetCustomerSession();
}
