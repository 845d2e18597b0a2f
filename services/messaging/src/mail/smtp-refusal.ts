/** The SMTP commands whose 5xx answer is about this mail: its recipient or its content. */
const COMMANDS_OF_THE_MAIL = new Set(['RCPT TO', 'DATA']);
/** At MAIL FROM, 552 says the mail is larger than the server takes (its SIZE): this mail's too. */
const TOO_LARGE = 552;

/**
 * SMTP said no for good to this mail (5xx to its recipient or content): trying again cannot help.
 * A 5xx earlier in the exchange (greeting, EHLO, AUTH, MAIL FROM: a wrong password, "530
 * authentication required", a sender the server does not relay for) is the shop's set-up, refused
 * for every mail alike: those mails wait and go once it is fixed. Anything else (4xx, no
 * connection) is retried too.
 */
export function isRefusedForGood(error: unknown): boolean {
  const { responseCode: code, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown };
  if (typeof code !== 'number' || code < 500 || code >= 600) return false;
  return COMMANDS_OF_THE_MAIL.has(String(command)) || (command === 'MAIL FROM' && code === TOO_LARGE);
}
