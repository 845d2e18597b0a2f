import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  IDENTITY_EVENTS,
  OTP_CODE_SEAL,
  type CustomerLoginResult,
  type OtpSent,
  type OtpRequestedEvent,
} from '@flowershop/common/contracts';
import { SecretSeal } from '@flowershop/common/config';
import { ServiceError } from '@flowershop/common/errors';
import { EventOutbox } from '@flowershop/common/events';
import { DOCUMENT_STORE, newId, type Collection, type DocumentStore } from '@flowershop/common/persistence';
import { IdentityConfig } from '../config/identity.config.js';
import { CustomerService } from '../customers/customer.service.js';
import { TokenService } from '../tokens/token.service.js';
import { OTP_HMAC_KEY, hashOtp, newOtpCode, otpMatches } from './otp-codes.js';
import { OtpSendLimits } from './otp-send-limits.js';
import { inboxKey, normalizeEmail } from '@flowershop/common/mail';

export const OTP_CODES = 'otp_codes';

/** Wrong codes a code survives; the next attempt finds it dead, even with the right code (DESIGN §6). */
export const OTP_MAX_WRONG_TRIES = 5;

export const OTP_REFUSED_MESSAGE = 'Invalid or expired code: check it, or request a new one';

/** The same answer for every well-formed request, known e-mail or not. */
export const OTP_SENT: OtpSent = { message: 'OTP sent to your email!' };

interface OtpRecord {
  _id: string;
  email: string;
  /** HMAC of the code (hex); the code itself is never stored, only mailed through the event, sealed. */
  codeHash: string;
  /** Epoch milliseconds. */
  createdAt: number;
  expiresAt: number;
  /** Verification attempts so far, counted before the comparison. */
  tries: number;
  used: boolean;
}

/** One-time sign-in codes: issue (mailed by messaging via `identity.otp.requested`) and verify. */
@Injectable()
export class OtpService implements OnModuleInit {
  private readonly codes: Collection<OtpRecord>;

  constructor(
    @Inject(DOCUMENT_STORE) store: DocumentStore,
    @Inject(OTP_HMAC_KEY) private readonly key: Buffer,
    private readonly config: IdentityConfig,
    private readonly outbox: EventOutbox,
    private readonly limits: OtpSendLimits,
    private readonly customers: CustomerService,
    private readonly tokens: TokenService,
    private readonly seal: SecretSeal,
  ) {
    this.codes = store.collection<OtpRecord>(OTP_CODES);
  }

  async onModuleInit(): Promise<void> {
    await this.codes.ensureIndex('email');
    await this.codes.deleteMany({ expiresAt: { $lt: Date.now() } });
  }

  /** Replaces any earlier code. Known and unknown addresses take the same path: nothing here asks which. */
  async request(rawEmail: string, clientIp?: string): Promise<OtpSent> {
    const email = normalizeEmail(rawEmail);
    await this.limits.take(inboxKey(email), clientIp);
    const code = newOtpCode();
    const now = Date.now();
    const record: OtpRecord = {
      _id: newId(),
      email,
      codeHash: hashOtp(this.key, email, code).toString('hex'),
      createdAt: now,
      expiresAt: now + this.config.OTP_TTL_SECONDS * 1000,
      tries: 0,
      used: false,
    };
    // Sealed: the event rests in the outbox, the broker's queues and parked messages (ADR 19).
    const sealedCode = this.seal.seal(OTP_CODE_SEAL, code);
    const payload: OtpRequestedEvent = { email, sealedCode, expiresAt: new Date(record.expiresAt).toISOString() };
    await this.outbox.insert(OTP_CODES, record, [{ type: IDENTITY_EVENTS.otpRequested, payload }]);
    await this.codes.deleteMany({ email, _id: { $ne: record._id } });
    return OTP_SENT;
  }

  async verify(rawEmail: string, otp: string): Promise<CustomerLoginResult> {
    const email = normalizeEmail(rawEmail);
    const [latest] = await this.codes.find({ email }, { sort: { createdAt: -1 }, limit: 1 });
    // Every refusal is the same answer: one saying "already used" or "expired" would tell anybody
    // who types an e-mail whether its owner asked for a code or signed in (DESIGN §6).
    if (!latest || latest.used || latest.expiresAt <= Date.now()) throw refusedOtp();
    // The try is counted before comparing, atomically, so parallel guesses cannot exceed the limit.
    const attempt = await this.codes.updateOne(
      { _id: latest._id, used: false, tries: { $lt: OTP_MAX_WRONG_TRIES } },
      { $inc: { tries: 1 } },
    );
    if (!attempt || !otpMatches(this.key, email, otp, attempt.codeHash)) throw refusedOtp();
    const claimed = await this.codes.updateOne({ _id: attempt._id, used: false }, { $set: { used: true } });
    if (!claimed) throw refusedOtp();
    const customer = await this.customers.signedIn(email);
    const token = await this.tokens.issue({ sub: customer._id, email, role: 'customer' });
    return { token, user: { email } };
  }
}

/** The one answer to a code that does not sign in: wrong, expired, used, tried too often, or none sent. */
function refusedOtp(): ServiceError {
  return new ServiceError('IDENTITY.OTP_INVALID', OTP_REFUSED_MESSAGE, 401);
}
