/** A mail sent twice (a crash before recording it) is one message to clients; =XX (UTF-8 bytes) keeps ids unique. */
export function mailMessageId(mailId: string, fromAddress: string): string {
  const local = Array.from(Buffer.from(mailId, 'utf8'))
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9_-]/.test(char) ? char : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
  const domain = fromAddress.slice(fromAddress.lastIndexOf('@') + 1) || 'flowershop.local';
  return `<${local}@${domain}>`;
}
