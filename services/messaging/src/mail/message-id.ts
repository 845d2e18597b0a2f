/**
 * The Message-ID of a queued mail, derived from its id: a mail sent twice (after a crash between
 * sending and recording it) carries the same Message-ID, so mail clients and people see one message.
 * Characters a Message-ID cannot hold are written as =XX (UTF-8 bytes), which keeps it unique per id.
 */
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
