export const IDENTITY_PATTERNS = {
  adminLogin: 'identity.admin.login',
  tokenVerify: 'identity.token.verify',
  tokenRevoke: 'identity.token.revoke',
  health: 'identity.health.ping',
} as const;

export const IDENTITY_EVENTS = {
  /** A one-time code was issued; messaging mails it. */
  otpRequested: 'identity.otp.requested',
} as const;
