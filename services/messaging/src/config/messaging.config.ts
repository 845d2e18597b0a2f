import { Type } from 'class-transformer';
import { IsEmail, IsInt, IsOptional, IsUrl, Max, Min, ValidateBy, isEmail } from 'class-validator';
import { DEFAULT_HTTP_PORTS } from '@flowershop/common/config/ports';
import { SealKeysSetting, StorageConfig } from '@flowershop/common/config';
import { SHOP_DETAILS } from '@flowershop/common/shop-rules';

/** `Name <address>` or a bare address, as a From header takes it. */
const MAILBOX = /^(?:[^<>"]*<([^<>\s]+)>|([^<>\s]+))$/;

export function mailboxAddress(mailbox: string): string | undefined {
  const match = MAILBOX.exec(mailbox.trim());
  const address = match?.[1] ?? match?.[2];
  return address && isEmail(address) ? address : undefined;
}

/** Storage settings too: the shop's mail about a custom order carries the customer's picture. */
export class MessagingConfig extends StorageConfig {
  /** smtp(s)://[user:pass@]host:port; unset = mails are written as .eml files to DATA_DIR/outbox. */
  @IsOptional()
  @IsUrl(
    { protocols: ['smtp', 'smtps'], require_tld: false, require_protocol: true },
    { message: 'SMTP_URL must be an smtp:// or smtps:// URL, like smtp://127.0.0.1:1025' },
  )
  SMTP_URL?: string;

  /** Opens the secrets events carry and seals them in queued mails (ADR 20). */
  @SealKeysSetting()
  SEAL_KEYS?: string;

  @ValidateBy(
    { name: 'isMailbox', validator: { validate: (value) => typeof value === 'string' && !!mailboxAddress(value) } },
    { message: 'MAIL_FROM must be an e-mail address, optionally with a name: Bloom & Box <no-reply@example.com>' },
  )
  MAIL_FROM = 'Bloom & Box <no-reply@flowershop.local>';

  /** Where the shop's own notices go (new contact messages, later orders); unset = none are sent. */
  @IsOptional()
  @IsEmail({}, { message: 'SHOP_ADMIN_EMAIL must be an e-mail address' })
  SHOP_ADMIN_EMAIL?: string;

  /** The shop's public address, the Reply-To of every mail to a shopper: not the admin's sign-in e-mail. */
  @IsEmail({}, { message: 'SHOP_CONTACT_EMAIL must be an e-mail address' })
  SHOP_CONTACT_EMAIL = SHOP_DETAILS.email;

  /** The shop's address as shoppers open it, for links in mails; `npm start` sets http://localhost:PORT. */
  @IsUrl(
    { protocols: ['http', 'https'], require_tld: false, require_protocol: true },
    { message: 'PUBLIC_BASE_URL must be an http(s) URL, like https://shop.example.com' },
  )
  PUBLIC_BASE_URL = `http://localhost:${DEFAULT_HTTP_PORTS.PORT}`;

  /** First pause before a failed mail is tried again; it doubles per failure up to the maximum. */
  @Type(() => Number)
  @IsInt()
  @Min(10)
  @Max(3_600_000)
  MAIL_RETRY_DELAY_MS = 1000;

  @Type(() => Number)
  @IsInt()
  @Min(10)
  @Max(86_400_000)
  // Below the first pause it would cut every pause to itself: MAIL_RETRY_DELAY_MS=5000 with a
  // maximum of 100 tried a failing relay ten times a second (the launcher refuses its own alike).
  @ValidateBy(
    {
      name: 'notBelowFirstDelay',
      validator: {
        validate: (value, args) =>
          typeof value === 'number' && value >= (args?.object as MessagingConfig).MAIL_RETRY_DELAY_MS,
      },
    },
    { message: 'MAIL_RETRY_MAX_DELAY_MS must not be below MAIL_RETRY_DELAY_MS' },
  )
  MAIL_RETRY_MAX_DELAY_MS = 300_000;

  /** How long mail may fail to go out before /api/health says so: not below a relay's usual hiccup. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(86_400_000)
  MAIL_STALL_ALERT_MS = 300_000;

  /** Longest wait for the SMTP server to connect, greet or answer one command. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(600_000)
  MAIL_SEND_TIMEOUT_MS = 30_000;
}
