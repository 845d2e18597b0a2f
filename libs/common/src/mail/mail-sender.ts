import { Logger } from '@nestjs/common';
import { mkdirSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailAddress {
  name?: string;
  address: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: MailAddress;
  /**
   * Subject and Reply-To name hold a visitor's words (a name, a subject): sent as encoded words
   * whatever they hold, so a visitor's own `=?utf-8?B?…?=` reads as typed, never decoded by the
   * reader's mail client into other text (nodemailer leaves a valid encoded word in plain text as it is).
   */
  headersFromUserText?: boolean;
  /** `<id@domain>`, from callers that may send a mail twice (a crash before bookkeeping): the copies are one. */
  messageId?: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailSender {
  /** `signal` stops the send where it is (the SMTP connection is closed): a mail half sent is not delivered. */
  send(mail: OutgoingMail, signal?: AbortSignal): Promise<void>;
}

export const MAIL_SENDER = Symbol('MAIL_SENDER');

export interface MailSettings {
  /** smtp://host:port — when absent, mails are written as .eml files to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  /** Longest wait for the SMTP server to connect, greet or answer one command (ms; 30 s unless given). */
  timeoutMs?: number;
}

/** Over SMTP, or as real RFC 822 messages in an outbox folder (the embedded default) for a developer to open. */
export class NodemailerMailSender implements MailSender {
  private readonly logger = new Logger('Mail');
  private transporter?: Promise<Transporter>;

  constructor(private readonly settings: MailSettings) {
    if (!settings.smtpUrl) mkdirSync(settings.outboxDir, { recursive: true, mode: 0o700 });
  }

  async send({ headersFromUserText, ...mail }: OutgoingMail, signal?: AbortSignal): Promise<void> {
    const transport = await this.transport();
    if (headersFromUserText) mail = await withEncodedHeaders(mail);
    const info = await transport.sendMail({ from: this.settings.from, ...mail, signal });
    // Logged by Message-ID, never by subject: a sign-in mail's subject carries its code, and logs
    // travel further than mailboxes (aggregators, support tickets).
    if (this.settings.smtpUrl) {
      this.logger.log(`Mail ${info.messageId} sent to ${mail.to}`);
      return;
    }
    // Named by Message-ID (not by time) so a repeated send of one mail overwrites its file; written
    // aside and renamed, so whoever reads the outbox never finds a mail half written.
    const file = join(this.settings.outboxDir, `${info.messageId.replace(/[^a-zA-Z0-9.=@_-]/g, '')}.eml`);
    const writeAside = () => writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
    await writeAside().catch(async (error: NodeJS.ErrnoException) => {
      // The folder was removed while the service ran (an operator clearing old mails): made
      // again, else every later mail failed with ENOENT, retried for ever, until a restart.
      if (error.code !== 'ENOENT') throw error;
      await mkdir(this.settings.outboxDir, { recursive: true, mode: 0o700 });
      await writeAside();
    });
    await rename(`${file}.part`, file);
    this.logger.log(`Mail ${info.messageId} to ${mail.to} written to ${file}`);
  }

  /** nodemailer is loaded on the first mail, so processes that never send one do not carry it. */
  private transport(): Promise<Transporter> {
    const timeout = this.settings.timeoutMs ?? 30_000;
    this.transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      this.settings.smtpUrl
        ? // STARTTLS is used when the server offers it; `?ignoreTLS=true` in SMTP_URL turns it off.
          nodemailer.createTransport({
            url: this.settings.smtpUrl,
            connectionTimeout: timeout,
            greetingTimeout: timeout,
            socketTimeout: timeout,
          })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return this.transporter;
  }
}

/** nodemailer's own RFC 2047 encoder, applied to the whole value (its default skips plain ASCII). */
async function withEncodedHeaders(mail: OutgoingMail): Promise<OutgoingMail> {
  const { encodeWord } = await import('nodemailer/lib/mime-funcs');
  const encoded = (text: string) => encodeWord(text, 'Q', 52);
  const { replyTo } = mail;
  return {
    ...mail,
    subject: encoded(mail.subject),
    ...(replyTo?.name && { replyTo: { ...replyTo, name: encoded(replyTo.name) } }),
  };
}
