/** E-mail addresses are matched trimmed and lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Domains whose mailboxes ignore dots in the local part, and the name each is counted under. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The inbox an address reaches, for counting sends (never for delivery or sign-in): else a per-address
 * limit was worth as many sends as an attacker could spell one inbox (`ann+1@…`, `"ann"@…`). Two inboxes
 * that really differ only by a tag share the limit, which only makes it stricter for them.
 */
export function inboxKey(address: string): string {
  const email = normalizeEmail(address);
  const at = email.lastIndexOf('@');
  let local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > 1 && local.startsWith('"') && local.endsWith('"'))
    local = local.slice(1, -1).replace(/\\(.)/g, '$1');
  local = local.split('+')[0];
  const dotless = DOTLESS_DOMAINS[domain];
  return dotless ? `${local.replaceAll('.', '')}@${dotless}` : `${local}@${domain}`;
}
