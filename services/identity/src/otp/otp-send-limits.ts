import { Inject, Injectable } from '@nestjs/common';
import { ServiceError } from '@flowershop/common/errors';
import {
  DailySweep,
  DOCUMENT_STORE,
  DuplicateKeyError,
  type Collection,
  type DocumentStore,
  WithDailySweep,
} from '@flowershop/common/persistence';

/** Codes sent per e-mail address and per client address within one window (DESIGN §6). */
export const OTP_SEND_LIMITS = { perEmail: 3, perClient: 10, windowMs: 10 * 60_000 } as const;

/** Swept daily: else every address or client that ever asked for a code keeps its slots (in memory, embedded). */
export const SEND_SLOTS_KEEP_DAYS = 1;

/**
 * One of the `limit` sends a key may have within the window: `_id` is `<key>#<slot>`, `at` the
 * epoch milliseconds of the send that holds it. A slot whose send left the window is free again.
 */
interface SendSlot {
  _id: string;
  at: number;
}

/** A slot taken for this send, and how to give it back if the other limit refuses the send. */
interface TakenSlot {
  id: string;
  at: number;
  previousAt?: number;
}

/**
 * Counts code sends in identity's store, so the limits hold across restarts and instances, also for
 * requests that arrive together: a send takes one of its key's `limit` slots with one atomic write
 * (an insert of a new slot, or a conditional update of one whose send left the window).
 */
@Injectable()
export class OtpSendLimits extends WithDailySweep {
  private readonly slots: Collection<SendSlot>;
  protected readonly retention: DailySweep;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    super();
    this.slots = store.collection<SendSlot>('otp_send_slots');
    this.retention = new DailySweep(this.slots, 'sign-in code send slots', SEND_SLOTS_KEEP_DAYS, (cutoff) => ({
      at: { $lt: Date.parse(cutoff) },
    }));
  }

  forgetOldSlots(now = new Date()): Promise<number> {
    return this.retention.sweep(now);
  }

  /**
   * Records one send for the inbox (`inboxKey`) and the client, or throws 429 with retryAfter if either
   * is used up. `replacements`: sends the inbox may still get past its limit, when this send replaces
   * a latest code that is dead for this client (ADR 19); they have slots of their own.
   */
  async take(email: string, clientIp: string | undefined, replacements = 0): Promise<void> {
    const now = Date.now();
    const taken: TakenSlot[] = [];
    const refuse = async (error: ServiceError) => {
      await Promise.all(taken.map((each) => this.giveBack(each)));
      throw error;
    };
    const inbox = await this.takeSlot(`email:${email}`, OTP_SEND_LIMITS.perEmail, now);
    if ('retryAfterMs' in inbox) {
      const replacement = replacements > 0 && (await this.takeSlot(`replacement:${email}`, replacements, now));
      if (!replacement || 'retryAfterMs' in replacement) return refuse(recentlySent(inbox.retryAfterMs));
      taken.push(replacement);
    } else taken.push(inbox);
    if (!clientIp) return;
    const client = await this.takeSlot(`client:${clientIp}`, OTP_SEND_LIMITS.perClient, now);
    if ('retryAfterMs' in client) return refuse(tooMany(client.retryAfterMs));
  }

  private async takeSlot(key: string, limit: number, now: number): Promise<TakenSlot | { retryAfterMs: number }> {
    const since = now - OTP_SEND_LIMITS.windowMs;
    let oldest = Number.POSITIVE_INFINITY;
    for (let slot = 0; slot < limit; slot += 1) {
      const id = `${key}#${slot}`;
      try {
        await this.slots.insert({ _id: id, at: now });
        return { id, at: now };
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
      const held = await this.slots.findById(id);
      if (held && held.at < since) {
        const claimed = await this.slots.updateOne({ _id: id, at: held.at }, { $set: { at: now } });
        if (claimed) return { id, at: now, previousAt: held.at };
      }
      const heldAt = (await this.slots.findById(id))?.at ?? now;
      oldest = Math.min(oldest, heldAt);
    }
    return { retryAfterMs: oldest + OTP_SEND_LIMITS.windowMs - now };
  }

  /** Frees a slot taken for a send that the other limit then refused (only if still ours). */
  private async giveBack({ id, at, previousAt }: TakenSlot): Promise<void> {
    if (previousAt === undefined) await this.slots.deleteMany({ _id: id, at });
    else await this.slots.updateOne({ _id: id, at }, { $set: { at: previousAt } });
  }
}

/** A used-up limit's 429, its wait in whole minutes. */
function refused(code: string, waitMs: number, message: (wait: string) => string): ServiceError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new ServiceError(code, message(`${minutes} minute${minutes === 1 ? '' : 's'}`), 429, { retryAfter: seconds });
}

/** One client asked for codes for too many addresses. */
const tooMany = (waitMs: number) =>
  refused('IDENTITY.OTP_RATE_LIMITED', waitMs, (wait) => `Too many codes requested: please wait ${wait} and try again`);

/**
 * The address had its codes for the window. The latest is still good (a code lives as long as the
 * window), so its owner can sign in with it even when somebody else spent the sends: the answer
 * says so, and the storefront offers the code step.
 */
const recentlySent = (waitMs: number) =>
  refused(
    'IDENTITY.OTP_RECENTLY_SENT',
    waitMs,
    (wait) =>
      `Several codes were sent to this e-mail in the last few minutes: enter the latest one, or wait ${wait} for a new one`,
  );
