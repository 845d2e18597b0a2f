/** A path segment naming an order-status link: what follows it is the link's key. */
const KEY_SEGMENT = 'order-status';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A status link's token is a key (ADR 14): what follows `order-status` is `<token>`, however spelled
 * (`//`, `ORDER-STATUS`, `%2F`: Express routes them, or 404s a mistyped real link). No query string.
 */
export function loggedPath(url: string): string {
  const segments = url.split('?')[0].split('/');
  const at = segments.findIndex((segment) => decoded(segment).toLowerCase().includes(KEY_SEGMENT));
  if (at === -1) return segments.join('/');
  const inSegment = decoded(segments[at]).toLowerCase().split(KEY_SEGMENT).slice(1).join(KEY_SEGMENT);
  const rest = inSegment + segments.slice(at + 1).join('');
  if (rest === '') return segments.join('/');
  return [...segments.slice(0, at), KEY_SEGMENT, '<token>'].join('/');
}
