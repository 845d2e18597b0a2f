import { api, bareApi, bearer, dataOf } from '../../../lib/api/client';
import type { CustomerLoginResult } from '../../../lib/api/schemas';
import { forgetCustomerSession, getCustomerToken, saveCustomerToken } from '../../../lib/auth-tokens';

/** `POST /users/request-otp`: the server mails a one-time code to the address. */
export function requestOtp(email: string): Promise<{ message: string }> {
  return dataOf(bareApi.POST('/users/request-otp', { body: { email } }));
}

/** `POST /users/verify-otp`: the right code gives a customer token, kept in session storage `token` (SPEC §3). */
export async function verifyOtp(email: string, otp: string): Promise<CustomerLoginResult> {
  const answer = await dataOf(bareApi.POST('/users/verify-otp', { body: { email, otp } }));
  saveCustomerToken(answer.token);
  return answer;
}

/**
 * `POST /users/logout` with an empty body and the stored token as the bearer; once revoked, the
 * token and the checkout's saved address are dropped.
 */
export async function logoutCustomer(): Promise<void> {
  await api.POST('/users/logout', { headers: bearer(getCustomerToken()) });
  forgetCustomerSession();
}
