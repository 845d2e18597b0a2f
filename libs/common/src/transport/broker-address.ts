/**
 * The broker's address as it may be logged or printed: without its password. Plain code with no
 * imports, so the operator's scripts (tools/dlq.mjs) load it without the rest of the transport.
 */
export function brokerAddressForLogs(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(RABBITMQ_URL is not a URL)';
  }
}
