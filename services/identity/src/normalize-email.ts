/** E-mail addresses are matched trimmed and lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
