import { Logger } from '@nestjs/common';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

export const MAIL_SENDER = Symbol('MAIL_SENDER');

export interface MailSettings {
  /** smtp://host:port — when absent, mails are written as .eml files to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

/**
 * nodemailer in both modes: over SMTP in production, or rendering real RFC 822 messages
 * into an outbox folder in the embedded default so a developer can open them.
 */
export class NodemailerMailSender implements MailSender {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter;

  constructor(private readonly settings: MailSettings) {
    if (settings.smtpUrl) {
      this.transporter = nodemailer.createTransport(settings.smtpUrl, { ignoreTLS: true } as never);
    } else {
      mkdirSync(settings.outboxDir, { recursive: true });
      this.transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transporter.sendMail({ from: this.settings.from, ...mail });
    if (this.settings.smtpUrl) {
      this.logger.log(`Mail "${mail.subject}" sent to ${mail.to}`);
      return;
    }
    const file = join(this.settings.outboxDir, `${Date.now()}-${info.messageId.replace(/[^a-zA-Z0-9.-]/g, '')}.eml`);
    await writeFile(file, info.message as Buffer);
    this.logger.log(`Mail "${mail.subject}" to ${mail.to} written to ${file}`);
  }
}
