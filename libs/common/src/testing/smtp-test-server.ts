import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { freePort } from './free-port.js';
import { waitFor } from './wait-for.js';

/**
 * How the server misbehaves: 451 to every MAIL FROM, 421 in the greeting and hang up, or 530 to
 * every MAIL FROM (it wants a sign-in the shop's SMTP_URL does not give).
 */
export type SmtpOutage = 'none' | 'busy-451' | 'closing-421' | 'auth-required-530';

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/** A real SMTP server (smtp-server) that keeps every mail it accepted, parsed by mailparser. */
export class SmtpTestServer {
  readonly received: ParsedMail[] = [];
  /** Connections or transactions turned away during an outage. */
  refused = 0;
  outage: SmtpOutage = 'none';
  /** Recipients answered with a permanent 550. */
  readonly unknownRecipients = new Set<string>();

  private readonly server: SMTPServer;
  /** Set by holdNextMail: called when the next mail's data arrives; that mail is never answered. */
  private onHeldData?: () => void;

  private constructor(readonly port: number) {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onConnect: (_session: SMTPServerSession, callback: (error?: Error) => void) => {
        if (this.outage !== 'closing-421') return callback();
        this.refused += 1;
        callback(smtpError(421, 'Service not available, closing channel'));
      },
      onMailFrom: (_address, _session, callback) => {
        if (this.outage === 'auth-required-530') {
          this.refused += 1;
          return callback(smtpError(530, 'Authentication required'));
        }
        if (this.outage !== 'busy-451') return callback();
        this.refused += 1;
        callback(smtpError(451, 'Requested action aborted: try again later'));
      },
      onRcptTo: (address, _session, callback) => {
        // Worded as Postfix words it: relays name the refused address in their answer.
        if (this.unknownRecipients.has(address.address)) {
          return callback(
            smtpError(
              550,
              `5.1.1 <${address.address}>: Recipient address rejected: User unknown in local recipient table`,
            ),
          );
        }
        callback();
      },
      onData: (stream, _session, callback) => {
        const held = this.onHeldData;
        if (held) {
          this.onHeldData = undefined;
          stream.resume(); // read to the end, then leave the sender waiting for an answer that never comes
          stream.once('end', held);
          return;
        }
        simpleParser(stream).then(
          (mail) => {
            this.received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
  }

  static async start(): Promise<SmtpTestServer> {
    const self = new SmtpTestServer(await freePort());
    await new Promise<void>((resolve, reject) => {
      self.server.once('error', reject);
      self.server.listen(self.port, '127.0.0.1', () => resolve());
    });
    return self;
  }

  /**
   * The next mail is read but never accepted (no answer to its DATA), as a server stuck mid-send;
   * resolves once its data has arrived. The sender sees a time-out or dies waiting.
   */
  holdNextMail(): Promise<void> {
    return new Promise((resolve) => (this.onHeldData = resolve));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Mails to `address`, oldest first. */
  mailsTo(address: string): ParsedMail[] {
    return this.received.filter((mail) => {
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      return to.some((group) => group.value.some((entry) => entry.address === address));
    });
  }

  /** Waits for mail number `count` to `address` and answers it. */
  nthMailTo(address: string, count: number): Promise<ParsedMail> {
    return waitFor(() => this.mailsTo(address)[count - 1], `mail ${count} to ${address}`, 30_000);
  }

  /** Mails accepted with this Message-ID. */
  withMessageId(messageId: string): ParsedMail[] {
    return this.received.filter((mail) => mail.messageId === messageId);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
