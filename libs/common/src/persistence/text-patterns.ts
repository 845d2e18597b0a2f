/** `text` as a pattern that matches exactly those characters (for `$regex` filters built from input). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
