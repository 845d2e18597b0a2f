import { setTimeout as sleep } from 'node:timers/promises';
import {
  IDEMPOTENCY_KEY_TTL_MS,
  type IdempotencyDto,
  type ProductFieldsDto,
  type ProductKind,
  type ProductView,
} from '@flowershop/common/contracts';
import { ServiceError } from '@flowershop/common/errors';
import { DuplicateKeyError, newId, type Collection, type DocumentStore } from '@flowershop/common/persistence';

/** Collection of remembered submissions, one document per Idempotency-Key (`_id`). */
export const IDEMPOTENT_WRITES = 'idempotent_writes';

const POLL_MS = 50;
/** Claims that lost a race re-read the record; a few rounds are always enough. */
const MAX_ROUNDS = 5;

export interface WriteRecord {
  _id: string;
  fingerprint: string;
  kind: ProductKind;
  operation: 'create' | 'update';
  /** Decided at the claim, so a create run twice can only ever insert this one id. */
  productId: string;
  /** The first attempt's fields: a take-over repeats exactly that write, with its images. */
  fields?: ProductFieldsDto;
  state: 'pending' | 'done';
  answer?: ProductView;
  /** Until then the claiming call owns the write; afterwards another attempt may finish it. */
  leaseUntil: string;
  expiresAt: string;
}

export interface IdempotentWrite {
  kind: ProductKind;
  operation: 'create' | 'update';
  /** The product to update; a create gets a new id. */
  productId?: string;
  fields: ProductFieldsDto;
  idempotency: IdempotencyDto;
}

/** Performs the write for this id with these fields; running it twice must not write twice. */
export type ApplyWrite = (productId: string, fields: ProductFieldsDto) => Promise<ProductView>;

interface Claim {
  record: WriteRecord;
  owned: boolean;
}

const iso = (time: number) => new Date(time).toISOString();

/**
 * Remembers product writes by Idempotency-Key in the catalog's own store, so a repeat within
 * 24 hours answers the first result: after a gateway time-out, a gateway restart, or while
 * two copies race. The unique `_id` of the record is the lock; a lease lets a later attempt
 * finish a write whose first attempt died half-way.
 */
export class IdempotentWrites {
  private readonly records: Collection<WriteRecord>;

  constructor(
    store: DocumentStore,
    private readonly leaseMs: number,
  ) {
    this.records = store.collection<WriteRecord>(IDEMPOTENT_WRITES);
  }

  async run(write: IdempotentWrite, apply: ApplyWrite): Promise<ProductView> {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const claim = await this.claim(write);
      if (!claim) continue;
      this.checkSameRequest(claim.record, write);
      let record: WriteRecord | null = claim.record;
      if (!claim.owned) {
        record = await this.waitForOwner(record);
        if (record?.state === 'done') return record.answer!;
        if (!record || !(await this.takeOver(record))) continue;
      }
      return await this.complete(record, apply);
    }
    throw new ServiceError('CATALOG.IDEMPOTENCY_BUSY', 'This submission is still being processed; try again', 409);
  }

  /** Images named by writes still in progress: not orphans, even if no product shows them yet. */
  async pendingImageKeys(): Promise<string[]> {
    const pending = await this.records.find({ state: 'pending' });
    return pending.flatMap((record) => record.fields?.imageKeys ?? []);
  }

  /** Forgets keys older than 24 hours; returns how many. */
  async removeExpired(now = Date.now()): Promise<number> {
    return await this.records.deleteMany({ expiresAt: { $lt: iso(now) } });
  }

  /** The record for this key: ours when we inserted it, otherwise the one already there. */
  private async claim(write: IdempotentWrite): Promise<Claim | null> {
    const now = Date.now();
    try {
      const record = await this.records.insert({
        _id: write.idempotency.key,
        fingerprint: write.idempotency.fingerprint,
        kind: write.kind,
        operation: write.operation,
        productId: write.productId ?? newId(),
        fields: write.fields,
        state: 'pending',
        leaseUntil: iso(now + this.leaseMs),
        expiresAt: iso(now + IDEMPOTENCY_KEY_TTL_MS),
      });
      return { record, owned: true };
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    const existing = await this.records.findById(write.idempotency.key);
    if (!existing) return null;
    if (Date.parse(existing.expiresAt) <= now) {
      await this.records.deleteMany({ _id: existing._id, expiresAt: existing.expiresAt });
      return null;
    }
    return { record: existing, owned: false };
  }

  private checkSameRequest(record: WriteRecord, write: IdempotentWrite): void {
    const same =
      record.fingerprint === write.idempotency.fingerprint &&
      record.kind === write.kind &&
      record.operation === write.operation &&
      (write.operation === 'create' || record.productId === write.productId);
    if (!same) {
      throw new ServiceError(
        'CATALOG.IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different request; send a new key with each new submission',
        422,
      );
    }
  }

  /** Waits while another attempt holds the lease; answers the record as it then is. */
  private async waitForOwner(record: WriteRecord): Promise<WriteRecord | null> {
    let current: WriteRecord | null = record;
    while (current?.state === 'pending' && Date.parse(current.leaseUntil) > Date.now()) {
      await sleep(POLL_MS);
      current = await this.records.findById(record._id);
    }
    return current;
  }

  /** Takes an expired lease; only one of several waiting attempts gets it. */
  private async takeOver(record: WriteRecord): Promise<boolean> {
    const leaseUntil = iso(Date.now() + this.leaseMs);
    const taken = await this.records.updateOne(
      { _id: record._id, state: 'pending', leaseUntil: record.leaseUntil },
      { $set: { leaseUntil } },
    );
    return taken !== null;
  }

  private async complete(record: WriteRecord, apply: ApplyWrite): Promise<ProductView> {
    let answer: ProductView;
    try {
      answer = await apply(record.productId, record.fields ?? {});
    } catch (error) {
      // A refusal (not found, invalid) wrote nothing: the key may be used again. Anything else
      // may have half-happened, so the claim stays for a later attempt to finish.
      if (error instanceof ServiceError) await this.records.deleteMany({ _id: record._id, state: 'pending' });
      throw error;
    }
    await this.records.updateOne({ _id: record._id }, { $set: { state: 'done', answer }, $unset: { fields: true } });
    return answer;
  }
}
