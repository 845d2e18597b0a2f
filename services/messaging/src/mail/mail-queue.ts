import { Inject, Injectable, Logger } from '@nestjs/common';
import { isEmail } from 'class-validator';
import { SecretSeal } from '@flowershop/common/config';
import { currentCorrelationId } from '@flowershop/common/logging';
import { inboxKey } from '@flowershop/common/mail';
import {
  DailySweep,
  DOCUMENT_STORE,
  DuplicateKeyError,
  type Collection,
  type DocumentStore,
  type Filter,
  WithDailySweep,
} from '@flowershop/common/persistence';
import { MAIL_KINDS, type MailDataByKind, type MailKindName } from './mail-kinds.js';
import { leaseEnd } from './mail-lease.js';
import { MailRenderer } from './mail-renderer.js';
import { MAILS_COLLECTION, type MailRecord } from './mail-record.js';

const MAX_ID_LENGTH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Its id stops a repeated event sending it twice, and repeats come within minutes; failed mails are kept. */
export const SENT_MAILS_KEEP_DAYS = 30;

const CLAIM_UNSET = { claimedAt: true, leaseUntil: true } as const;
/** A sent mail keeps who, what kind, when and why, not what it said (`MailRecord.data`). */
const FINISHED_UNSET = { ...CLAIM_UNSET, data: true } as const;
/** A mail given up keeps its data, to be set back to `pending` once fixed; not a sign-in code: it has expired. */
const unsetWhenFailed = (mail: MailRecord) => (mail.kind === 'otp-code' ? FINISHED_UNSET : CLAIM_UNSET);

/** The claim a worker holds: `claimedAt` tells one claim of a mail from the next. */
function ownClaim(mail: MailRecord): Filter {
  return { _id: mail._id, state: 'sending', claimedAt: mail.claimedAt };
}

/** A claim made before leases (no `leaseUntil`) holds one lease from its `claimedAt`. */
const leaseEndOf = (mail: MailRecord) => mail.leaseUntil || (mail.claimedAt ? leaseEnd(new Date(mail.claimedAt)) : '');
/** Finished mails whose data is dropped per look at the store. */
const FINISHED_BATCH = 200;

/** A sealed field opens only in its own mail and field. */
const sealPurpose = (id: string, field: string) => `mails/${id}/${field}`;
const sealedFields = (kind: string): readonly string[] => MAIL_KINDS[kind as MailKindName]?.sealed ?? [];

@Injectable()
export class MailQueue extends WithDailySweep {
  private readonly logger = new Logger('MailQueue');
  private readonly mails: Collection<MailRecord>;
  private readonly listeners = new Set<(urgent: boolean) => void>();
  protected readonly retention: DailySweep;
  private dropping?: Promise<unknown>;

  constructor(
    @Inject(DOCUMENT_STORE) store: DocumentStore,
    private readonly renderer: MailRenderer,
    private readonly seal: SecretSeal,
  ) {
    super();
    this.mails = store.collection<MailRecord>(MAILS_COLLECTION);
    this.retention = new DailySweep(this.mails, 'sent mails', SENT_MAILS_KEEP_DAYS, (cutoff) => ({
      state: 'sent',
      sentAt: { $lt: cutoff },
    }));
  }

  override async onModuleInit(): Promise<void> {
    await this.mails.ensureIndex('state');
    await this.mails.ensureIndex('nextAttemptAt');
    await this.mails.ensureIndex('inbox');
    super.onModuleInit();
    this.dropping = this.dropDataOfFinishedMails().catch((error: unknown) =>
      this.logger.warn(`Data of finished mails not dropped (next start tries again): ${String(error)}`),
    );
  }

  override async onModuleDestroy(): Promise<void> {
    await Promise.all([super.onModuleDestroy(), this.dropping]);
  }

  forgetOldSentMails(now = new Date()): Promise<number> {
    return this.retention.sweep(now);
  }

  /** False for an id already queued, or past the kind's `perRecipientPerDay`; bad input throws, storing nothing. */
  async enqueue<K extends MailKindName>(id: string, kind: K, to: string, data: MailDataByKind[K]): Promise<boolean> {
    if (!id || id.length > MAX_ID_LENGTH) throw new Error(`Mail id must be 1 to ${MAX_ID_LENGTH} characters`);
    if (!Object.hasOwn(MAIL_KINDS, kind)) throw new Error(`Unknown mail kind: ${String(kind)}`);
    if (!isEmail(to)) throw new Error(`Mail recipient is not an e-mail address: ${to}`);
    this.renderer.render(kind, data); // data a template cannot take is refused here, not at send time
    if (await this.overDailyCap(id, kind, to)) return false;
    const now = new Date().toISOString();
    const correlationId = currentCorrelationId();
    try {
      await this.mails.insert({
        _id: id,
        kind,
        to,
        ...(MAIL_KINDS[kind].perRecipientPerDay !== undefined && { inbox: inboxKey(to) }),
        data: this.sealData(id, kind, data),
        state: 'pending',
        priority: MAIL_KINDS[kind].urgent ? 0 : 1,
        attempts: 0,
        createdAt: now,
        nextAttemptAt: now,
        ...(correlationId === undefined ? {} : { correlationId }),
      });
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
    this.logger.debug(`Queued ${kind} mail ${id} to ${to}`);
    for (const listener of this.listeners) listener(MAIL_KINDS[kind].urgent === true);
    return true;
  }

  /** The kind's secret fields sealed: a waiting mail's record signs nobody in (ADR 20). */
  private sealData(id: string, kind: MailKindName, data: object): Record<string, unknown> {
    const sealed: Record<string, unknown> = { ...data };
    for (const field of sealedFields(kind)) {
      const value = sealed[field];
      if (typeof value === 'string') sealed[field] = this.seal.seal(sealPurpose(id, field), value);
    }
    return sealed;
  }

  /** What the mail says, its sealed fields opened (in clear already in a mail queued before sealing). */
  dataOf(mail: MailRecord): Record<string, unknown> | undefined {
    if (!mail.data) return undefined;
    const data = { ...mail.data };
    for (const field of sealedFields(mail.kind)) {
      const value = data[field];
      if (typeof value === 'string') data[field] = this.seal.openIfSealed(sealPurpose(mail._id, field), value);
    }
    return data;
  }

  /** Called after each new mail (`urgent` for the kinds sent first), so a worker sends it without polling. */
  onEnqueued(listener: (urgent: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A redelivered event's mail (its id queued) is not over. Calls at once may each pass: the cap is about. */
  private async overDailyCap(id: string, kind: MailKindName, to: string): Promise<boolean> {
    const cap = MAIL_KINDS[kind].perRecipientPerDay;
    if (cap === undefined || (await this.findById(id))) return false;
    const queued = await this.countQueuedSince(kind, to, new Date(Date.now() - DAY_MS));
    if (queued < cap) return false;
    this.logger.warn(`No ${kind} mail to ${to}: ${queued} in the last day already, at most ${cap}`);
    return true;
  }

  /** Mails of a capped `kind` queued since then for the inbox `to` reaches (any spelling: `inboxKey`). */
  countQueuedSince(kind: MailKindName, to: string, since: Date): Promise<number> {
    return this.mails.count({ kind, inbox: inboxKey(to), createdAt: { $gte: since.toISOString() } });
  }

  findById(id: string): Promise<MailRecord | null> {
    return this.mails.findById(id);
  }

  /** Urgent first (a login code does not wait behind a rush of order mails), then oldest first. */
  due(now: Date, limit: number): Promise<MailRecord[]> {
    return this.mails.find(
      { state: 'pending', nextAttemptAt: { $lte: now.toISOString() } },
      { sort: { priority: 1, nextAttemptAt: 1 }, limit },
    );
  }

  /** Null when another worker took it first. */
  claim(mail: MailRecord, now: Date): Promise<MailRecord | null> {
    return this.mails.updateOne(
      { _id: mail._id, state: 'pending' },
      { $set: { state: 'sending', claimedAt: now.toISOString(), leaseUntil: leaseEnd(now) }, $inc: { attempts: 1 } },
    );
  }

  /** False when the claim is no longer this worker's. */
  async renewClaim(mail: MailRecord, now = new Date()): Promise<boolean> {
    return !!(await this.mails.updateOne(ownClaim(mail), { $set: { leaseUntil: leaseEnd(now) } }));
  }

  async markSent(mail: MailRecord, messageId: string): Promise<void> {
    const sent = await this.mails.updateOne(ownClaim(mail), {
      $set: { state: 'sent', sentAt: new Date().toISOString(), messageId },
      $unset: FINISHED_UNSET,
    });
    this.forgetSealed(sent);
  }

  /** The data went: its sealed copy in the store's files goes too, not at the routine compaction. */
  private forgetSealed(finished: MailRecord | null): void {
    if (finished && !finished.data && sealedFields(finished.kind).length > 0) this.mails.compactSoon();
  }

  async retryLater(mail: MailRecord, error: string, delayMs: number): Promise<void> {
    await this.mails.updateOne(ownClaim(mail), {
      $set: { state: 'pending', nextAttemptAt: new Date(Date.now() + delayMs).toISOString(), lastError: error },
      $unset: CLAIM_UNSET,
    });
  }

  async markFailed(mail: MailRecord, error: string, messageId: string): Promise<void> {
    const failed = await this.mails.updateOne(ownClaim(mail), {
      $set: { state: 'failed', lastError: error, messageId },
      $unset: unsetWhenFailed(mail),
    });
    this.forgetSealed(failed);
  }

  /** Mails finished in a store of an earlier version kept their data (codes, status links) until the sweep. */
  async dropDataOfFinishedMails(): Promise<number> {
    let dropped = 0;
    for (const finished of [{ state: 'sent' }, { state: 'failed', kind: 'otp-code' }]) {
      for (;;) {
        const batch = await this.mails.find({ ...finished, data: { $exists: true } }, { limit: FINISHED_BATCH });
        let changed = 0;
        for (const mail of batch) {
          const done = await this.mails.updateOne({ _id: mail._id, state: mail.state }, { $unset: { data: true } });
          if (done) changed += 1;
          this.forgetSealed(done);
        }
        dropped += changed;
        if (batch.length < FINISHED_BATCH || changed === 0) break;
      }
    }
    if (dropped > 0) this.logger.log(`Data of ${dropped} sent mail(s) or failed code mail(s) dropped`);
    return dropped;
  }

  /**
   * Requeues mails whose worker died mid-send (it stopped renewing the claim); one may already be
   * delivered, and goes again with the same Message-ID. A claim renewed meanwhile is left alone.
   */
  async reclaimAbandoned(now: Date): Promise<number> {
    const claimed = await this.mails.find({ state: 'sending' });
    let reclaimed = 0;
    for (const mail of claimed.filter((each) => leaseEndOf(each) < now.toISOString())) {
      const back = await this.mails.updateOne(
        { ...ownClaim(mail), leaseUntil: mail.leaseUntil ?? { $exists: false } },
        { $set: { state: 'pending', nextAttemptAt: now.toISOString() }, $unset: CLAIM_UNSET },
      );
      if (back) reclaimed += 1;
    }
    if (reclaimed > 0) this.logger.warn(`${reclaimed} mail(s) abandoned mid-send were queued again`);
    return reclaimed;
  }

  /** The next pending mail's time, or the first lease end (a worker that died mid-send). */
  async nextDueAt(): Promise<Date | undefined> {
    const [[pending], [leased]] = await Promise.all([
      this.mails.find({ state: 'pending' }, { sort: { nextAttemptAt: 1 }, limit: 1 }),
      this.mails.find({ state: 'sending', leaseUntil: { $exists: true } }, { sort: { leaseUntil: 1 }, limit: 1 }),
    ]);
    const times = [pending?.nextAttemptAt, leased?.leaseUntil].filter((time) => time !== undefined);
    return times.length > 0 ? new Date(times.sort()[0]) : undefined;
  }
}
