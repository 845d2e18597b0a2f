/**
 * The system code of a socket error (ECONNRESET, EPIPE…): a connection the other side broke,
 * as a crash or a kill does. Undefined for anything else, e.g. Nest's report of data that is not
 * a message (a plain string).
 */
export function brokenConnectionCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
