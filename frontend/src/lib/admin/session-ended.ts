/**
 * Navigation state of the admin login when the server ended the session (a 401: logged out in
 * another tab, the token expired or was revoked), so the login page can say why it is shown.
 */
export const SESSION_ENDED = { sessionEnded: true } as const;

export function sessionHasEnded(state: unknown): boolean {
  return (state as Partial<typeof SESSION_ENDED> | null)?.sessionEnded === true;
}
