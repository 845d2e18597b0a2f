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
import {
  DOCUMENT_STORE,
  DuplicateKeyError,
  newId,
  type Collection,
  type DocumentStore,
} from '@flowershop/common/persistence';
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
  /** The client that asked for it (absent: none was known, and every try is the asker's). */
  requestedBy?: string;
  /** Verification attempts so far by the asking client, counted before the comparison. */
  tries: number;
  /** The same for every other client together: their guesses cannot kill the code for its asker (ADR 19). */
  foreignTries?: number;
  used: boolean;
}

/** Which of a code's two try counts a verification from `clientIp` draws on. */
function triesFieldFor(code: OtpRecord, clientIp: string | undefined): 'tries' | 'foreignTries' {
  return code.requestedBy === undefined || code.requestedBy === clientIp ? 'tries' : 'foreignTries';
}

/** A client that guessed wrong at a code it did not ask for: it gets no replacement for that code. */
interface OtpGuesser {
  _id: string;
  email: string;
  at: number;
}
export const OTP_GUESSERS = 'otp_guessers';
const guesserId = (code: OtpRecord, clientIp: string) => `${code._id}|${clientIp}`;

/** One-time sign-in codes: issue (mailed by messaging via `identity.otp.requested`) and verify. */
@Injectable()
export class OtpService implements OnModuleInit {
  private readonly codes: Collection<OtpRecord>;
  private readonly guessers: Collection<OtpGuesser>;

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
    this.guessers = store.collection<OtpGuesser>(OTP_GUESSERS);
  }

  async onModuleInit(): Promise<void> {
    await this.codes.ensureIndex('email');
    await this.codes.deleteMany({ expiresAt: { $lt: Date.now() } });
    await this.guessers.deleteMany({ at: { $lt: Date.now() - this.config.OTP_TTL_SECONDS * 1000 } });
  }

  /** Replaces any earlier code. Known and unknown addresses take the same path: nothing here asks which. */
  async request(rawEmail: string, clientIp?: string): Promise<OtpSent> {
    const email = normalizeEmail(rawEmail);
    const now = Date.now();
    const replacements =
      clientIp && (await this.replaceableFor(email, clientIp, now)) ? this.config.OTP_REPLACEMENT_SENDS_PER_EMAIL : 0;
    await this.limits.take(inboxKey(email), clientIp, replacements);
    const code = newOtpCode();
    const record: OtpRecord = {
      _id: newId(),
      email,
      codeHash: hashOtp(this.key, email, code).toString('hex'),
      createdAt: now,
      expiresAt: now + this.config.OTP_TTL_SECONDS * 1000,
      ...(clientIp && { requestedBy: clientIp }),
      tries: 0,
      foreignTries: 0,
      used: false,
    };
    // Sealed: the event rests in the outbox, the broker's queues and parked messages (ADR 20).
    const sealedCode = this.seal.seal(OTP_CODE_SEAL, code);
    const payload: OtpRequestedEvent = { email, sealedCode, expiresAt: new Date(record.expiresAt).toISOString() };
    await this.outbox.insert(OTP_CODES, record, [{ type: IDENTITY_EVENTS.otpRequested, payload }]);
    await this.codes.deleteMany({ email, _id: { $ne: record._id } });
    await this.guessers.deleteMany({ email });
    return OTP_SENT;
  }

  async verify(rawEmail: string, otp: string, clientIp?: string): Promise<CustomerLoginResult> {
    const email = normalizeEmail(rawEmail);
    const latest = await this.latest(email);
    // Every refusal is the same answer: one saying "already used" or "expired" would tell anybody
    // who types an e-mail whether its owner asked for a code or signed in (DESIGN §6).
    if (!latest || latest.used || latest.expiresAt <= Date.now()) throw refusedOtp();
    // The try is counted before comparing, atomically, so parallel guesses cannot exceed the limit;
    // the asker's and everybody else's apart, so a guesser elsewhere cannot lock the asker out.
    const field = triesFieldFor(latest, clientIp);
    const attempt = await this.codes.updateOne(
      { _id: latest._id, used: false, [field]: { $lt: OTP_MAX_WRONG_TRIES } },
      { $inc: { [field]: 1 } },
    );
    if (!attempt) throw refusedOtp();
    if (!otpMatches(this.key, email, otp, attempt.codeHash)) {
      if (field === 'foreignTries' && clientIp) await this.markGuesser(attempt, clientIp);
      throw refusedOtp();
    }
    const claimed = await this.codes.updateOne({ _id: attempt._id, used: false }, { $set: { used: true } });
    if (!claimed) throw refusedOtp();
    const customer = await this.customers.signedIn(email);
    const token = await this.tokens.issue({ sub: customer._id, email, role: 'customer' });
    return { token, user: { email } };
  }

  /**
   * The latest code was killed by guesses (its asker's, or everybody else's tries spent) or by time,
   * and `clientIp` took no part: not its asker, no wrong try at it. Not when used, nor when there is
   * none for this spelling of the address (its sends went to other spellings, ADR 0006).
   */
  private async replaceableFor(email: string, clientIp: string, now: number): Promise<boolean> {
    const code = await this.latest(email);
    if (!code || code.used) return false;
    if (code.expiresAt <= now) return true;
    const burnt = code.tries >= OTP_MAX_WRONG_TRIES || (code.foreignTries ?? 0) >= OTP_MAX_WRONG_TRIES;
    if (!burnt || code.requestedBy === clientIp) return false;
    return !(await this.guessers.findById(guesserId(code, clientIp)));
  }

  private async markGuesser(code: OtpRecord, clientIp: string): Promise<void> {
    try {
      await this.guessers.insert({ _id: guesserId(code, clientIp), email: code.email, at: Date.now() });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }

  private async latest(email: string): Promise<OtpRecord | undefined> {
    const [latest] = await this.codes.find({ email }, { sort: { createdAt: -1 }, limit: 1 });
    return latest;
  }
}

/** The one answer to a code that does not sign in: wrong, expired, used, tried too often, or none sent. */
function refusedOtp(): ServiceError {
  return new ServiceError('IDENTITY.OTP_INVALID', OTP_REFUSED_MESSAGE, 401);
}
