import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ServiceError } from '@flowershop/common/errors';
import { DOCUMENT_STORE, type Collection, type DocumentStore } from '@flowershop/common/persistence';

/** Codes sent per e-mail address and per client address within one window (DESIGN §6). */
export const OTP_SEND_LIMITS = { perEmail: 3, perClient: 10, windowMs: 10 * 60_000 } as const;

interface OtpSend {
  _id: string;
  /** `email:<address>` or `client:<ip>`. */
  key: string;
  /** Epoch milliseconds of the send. */
  at: number;
}

/**
 * Counts code sends in identity's own store, so the limits hold across restarts and across
 * several identity instances sharing the store.
 */
@Injectable()
export class OtpSendLimits implements OnModuleInit {
  private readonly sends: Collection<OtpSend>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.sends = store.collection<OtpSend>('otp_sends');
  }

  async onModuleInit(): Promise<void> {
    await this.sends.ensureIndex('key');
  }

  /** Records one send for the e-mail and the client, or throws 429 with retryAfter if either is used up. */
  async take(email: string, clientIp: string | undefined): Promise<void> {
    const now = Date.now();
    const since = now - OTP_SEND_LIMITS.windowMs;
    await this.sends.deleteMany({ at: { $lt: since } });
    const keys: [string, number][] = [[`email:${email}`, OTP_SEND_LIMITS.perEmail]];
    if (clientIp) keys.push([`client:${clientIp}`, OTP_SEND_LIMITS.perClient]);
    for (const [key, limit] of keys) {
      const recent = await this.sends.find({ key, at: { $gte: since } }, { sort: { at: 1 } });
      if (recent.length >= limit) throw tooMany(recent[recent.length - limit].at + OTP_SEND_LIMITS.windowMs - now);
    }
    for (const [key] of keys) await this.sends.insert({ key, at: now });
  }
}

function tooMany(waitMs: number): ServiceError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new ServiceError(
    'IDENTITY.OTP_RATE_LIMITED',
    `Too many codes requested: please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again`,
    429,
    seconds,
  );
}
