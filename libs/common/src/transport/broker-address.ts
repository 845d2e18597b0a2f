/** Without its password. No imports, so tools/dlq.mjs loads it without the rest of the transport. */
export function brokerAddressForLogs(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(RABBITMQ_URL is not a URL)';
  }
}
