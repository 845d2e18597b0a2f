import assert from 'node:assert/strict';
import type { SmtpTestServer } from '@flowershop/common/testing';
import { call } from './http.js';

/** The 6-digit code of a sign-in mail, from its text part. */
export function codeIn(text: string | undefined): string {
  const code = /^\s*(\d{6})\s*$/m.exec(text ?? '')?.[1];
  assert.ok(code, `no code in the mail text:\n${text}`);
  return code;
}

let signIns = 0;

/**
 * Signs a customer in the way a shopper does: asks for a code, reads it from the mail the SMTP
 * server received, and verifies it. Each sign-in comes from its own client address, so the
 * per-client send limit does not decide the test. Answers the customer's bearer token.
 */
export async function signInCustomer(baseUrl: string, smtp: SmtpTestServer, email: string): Promise<string> {
  const client = { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${(++signIns % 250) + 1}` };
  const mailsBefore = smtp.mailsTo(email).length;
  const requested = await call(baseUrl, '/api/users/request-otp', {
    method: 'POST',
    headers: client,
    body: JSON.stringify({ email }),
  });
  assert.equal(requested.status, 200, JSON.stringify(requested.body));
  const mail = await smtp.nthMailTo(email, mailsBefore + 1);
  const login = await call<{ token: string }>(baseUrl, '/api/users/verify-otp', {
    method: 'POST',
    headers: client,
    body: JSON.stringify({ email, otp: codeIn(mail.text) }),
  });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  return login.body.token;
}
