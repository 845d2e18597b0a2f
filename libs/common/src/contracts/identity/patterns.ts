export const IDENTITY_PATTERNS = {
  adminLogin: 'identity.admin.login',
  tokenVerify: 'identity.token.verify',
  tokenRevoke: 'identity.token.revoke',
  /** RequestOtpDto → OtpSent; 429 (with retryAfter) past the send limits. */
  otpRequest: 'identity.otp.request',
  /** VerifyOtpFromClientDto → CustomerLoginResult; 401 for a wrong, used, expired or exhausted code. */
  otpVerify: 'identity.otp.verify',
  health: 'identity.health.ping',
} as const;

export const IDENTITY_EVENTS = {
  /** A one-time code was issued; messaging mails it. Payload: OtpRequestedEvent. */
  otpRequested: 'identity.otp.requested',
  /**
   * A token was revoked (a logout); gateways drop it from their verified tokens at once.
   * Payload: TokenRevokedEvent.
   */
  tokenRevoked: 'identity.token.revoked',
} as const;
