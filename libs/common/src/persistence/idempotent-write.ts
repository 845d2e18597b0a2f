import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ServiceError } from '../errors/service-error.js';
import { DuplicateKeyError, type Collection, type DocumentStore, type StoredDocument } from './document-store.js';
import { newId } from './new-id.js';

// Every write that takes an Idempotency-Key goes through here (ADR 8): what the key did is kept on
// the one document the write makes (no extra round trip) or, when its answer is not a new
// document, in a record of its own.

const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** JSON with every object's keys in order, and bytes (an upload) as their digest. */
function canonical(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  if (raw instanceof Uint8Array) return sha256(raw);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** What was submitted, as SHA-256 hex: the same for the same data whatever the order of its fields. */
export function fingerprint(request: unknown): string {
  return sha256(JSON.stringify(request, canonical) ?? 'null');
}

const keyReused = () =>
  new ServiceError(
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different request; send a new key with each new submission',
    422,
  );

const busy = () => new ServiceError('IDEMPOTENCY_BUSY', 'This submission is still being processed; try again', 409);

/** A document that is its own write's record. */
export interface KeyedDocument extends StoredDocument {
  /** Of the request that wrote it, when sent with an Idempotency-Key. */
  requestFingerprint?: string;
}

/** The same key in the same `scope` always lands on the same `_id`, across restarts and processes. */
export function keyedFields(scope: string, key: string | undefined, request: unknown): KeyedDocument {
  if (!key) return { _id: newId() };
  return { _id: sha256(`${scope}:${key}`).slice(0, 24), requestFingerprint: fingerprint(request) };
}

/** A repeat gets the document its key wrote, if it asks the same; another request is refused. */
export function replayed<T extends KeyedDocument>(earlier: T, requestFingerprint: string | undefined): T {
  if (earlier.requestFingerprint !== requestFingerprint) throw keyReused();
  return earlier;
}

/** `insert` (e.g. with its events) of a keyed document; a copy that lost the race for its `_id` answers the first one. */
export async function insertOnce<T extends KeyedDocument>(
  collection: Collection<T>,
  doc: T,
  insert: (doc: T) => Promise<T>,
): Promise<T> {
  try {
    return await insert(doc);
  } catch (error) {
    if (!(error instanceof DuplicateKeyError) || !doc.requestFingerprint) throw error;
    const earlier = await collection.findById(doc._id);
    // Only a delete between the two copies leaves nothing to answer: the caller may try again.
    if (!earlier) throw busy();
    return replayed(earlier, doc.requestFingerprint);
  }
}

export const IDEMPOTENT_WRITES = 'idempotent_writes';

/** One record per Idempotency-Key (`_id`). */
export interface WriteRecord<I, A> extends StoredDocument {
  fingerprint: string;
  /** Decided at the claim, so a create run twice can only ever insert this one id. */
  targetId: string;
  /** The first attempt's input: a take-over repeats exactly that write. */
  input?: I;
  state: 'pending' | 'done';
  answer?: A;
  /** Until then the claiming call owns the write; afterwards another attempt may finish it. */
  leaseUntil: string;
  expiresAt: string;
}

export interface RecordedWrite<I> {
  key: string;
  fingerprint: string;
  /** What the write goes to; a create leaves it out and gets a new id. */
  targetId?: string;
  input: I;
}

/** Running it twice must not write twice. */
export type ApplyWrite<I, A> = (targetId: string, input: I) => Promise<A>;

const POLL_MS = 50;
/** Claims that lost a race re-read the record; a few rounds are always enough. */
const MAX_ROUNDS = 5;
const iso = (time: number) => new Date(time).toISOString();

/**
 * Writes remembered for 24 hours, so a repeat (after a time-out, a restart, a race) answers the
 * first result. Inserting the record is the lock; a lease lets a later attempt finish a write whose
 * first attempt died half-way.
 */
export class IdempotentWrites<I, A> {
  private readonly records: Collection<WriteRecord<I, A>>;

  constructor(
    store: DocumentStore,
    private readonly leaseMs: number,
  ) {
    this.records = store.collection<WriteRecord<I, A>>(IDEMPOTENT_WRITES);
  }

  async run(write: RecordedWrite<I>, apply: ApplyWrite<I, A>): Promise<A> {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const claim = await this.claim(write);
      if (!claim) continue;
      if (claim.record.fingerprint !== write.fingerprint) throw keyReused();
      let record: WriteRecord<I, A> | null = claim.record;
      if (!claim.owned) {
        record = await this.waitForOwner(record);
        if (record?.state === 'done') return record.answer!;
        if (!record || !(await this.takeOver(record))) continue;
      }
      return await this.complete(record, apply);
    }
    throw busy();
  }

  /** The inputs of writes still in progress (e.g. images they name, which are no orphans yet). */
  async pendingInputs(): Promise<I[]> {
    const pending = await this.records.find({ state: 'pending' });
    return pending.flatMap((record) => (record.input === undefined ? [] : [record.input]));
  }

  /** Forgets keys older than 24 hours; returns how many. */
  async removeExpired(now = Date.now()): Promise<number> {
    return await this.records.deleteMany({ expiresAt: { $lt: iso(now) } });
  }

  private async claim(write: RecordedWrite<I>): Promise<{ record: WriteRecord<I, A>; owned: boolean } | null> {
    const now = Date.now();
    try {
      const record = await this.records.insert({
        _id: write.key,
        fingerprint: write.fingerprint,
        targetId: write.targetId ?? newId(),
        input: write.input,
        state: 'pending',
        leaseUntil: iso(now + this.leaseMs),
        expiresAt: iso(now + IDEMPOTENCY_KEY_TTL_MS),
      });
      return { record, owned: true };
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    const existing = await this.records.findById(write.key);
    if (!existing) return null;
    if (Date.parse(existing.expiresAt) <= now) {
      await this.records.deleteMany({ _id: existing._id, expiresAt: existing.expiresAt });
      return null;
    }
    return { record: existing, owned: false };
  }

  /** Waits while another attempt holds the lease. */
  private async waitForOwner(record: WriteRecord<I, A>): Promise<WriteRecord<I, A> | null> {
    let current: WriteRecord<I, A> | null = record;
    while (current?.state === 'pending' && Date.parse(current.leaseUntil) > Date.now()) {
      await sleep(POLL_MS);
      current = await this.records.findById(record._id);
    }
    return current;
  }

  /** Takes an expired lease; only one of several waiting attempts gets it. */
  private async takeOver(record: WriteRecord<I, A>): Promise<boolean> {
    const leaseUntil = iso(Date.now() + this.leaseMs);
    const taken = await this.records.updateOne(
      { _id: record._id, state: 'pending', leaseUntil: record.leaseUntil },
      { $set: { leaseUntil } },
    );
    return taken !== null;
  }

  private async complete(record: WriteRecord<I, A>, apply: ApplyWrite<I, A>): Promise<A> {
    let answer: A;
    try {
      answer = await apply(record.targetId, record.input as I);
    } catch (error) {
      // A refusal (not found, invalid) wrote nothing: the key may be used again. Anything else
      // may have half-happened, so the claim stays for a later attempt to finish.
      if (error instanceof ServiceError) await this.records.deleteMany({ _id: record._id, state: 'pending' });
      throw error;
    }
    await this.records.updateOne({ _id: record._id }, { $set: { state: 'done', answer }, $unset: { input: true } });
    return answer;
  }
}
