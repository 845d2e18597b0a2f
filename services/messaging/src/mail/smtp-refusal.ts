/** The SMTP commands whose 5xx answer is about this mail: its recipient or its content. */
const COMMANDS_OF_THE_MAIL = new Set(['RCPT TO', 'DATA']);
/** At MAIL FROM, 552 says the mail is larger than the server takes (its SIZE): this mail's too. */
const TOO_LARGE = 552;

/**
 * A 5xx to this mail's recipient or content: trying again cannot help. A 5xx earlier (greeting, EHLO,
 * AUTH, MAIL FROM: a wrong password, a sender not relayed for) is the shop's set-up, refused for every
 * mail alike: those mails wait, like a 4xx or no connection, and go once it is fixed.
 */
export function isRefusedForGood(error: unknown): boolean {
  const { responseCode: code, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  if (typeof code !== 'number' || code < 500 || code >= 600) return false;
  return COMMANDS_OF_THE_MAIL.has(String(command)) || (command === 'MAIL FROM' && code === TOO_LARGE);
}
