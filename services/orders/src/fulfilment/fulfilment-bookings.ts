import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  DuplicateKeyError,
  type Collection,
  type DocumentStore,
  type StoredDocument,
} from '@flowershop/common/persistence';

/** The orders service's count of places taken per fulfilment date. */
export const FULFILMENT_BOOKINGS = 'fulfilment_bookings';

/** One shop day's count: `_id` is the date (YYYY-MM-DD). */
export interface BookingRecord extends StoredDocument {
  booked: number;
}

/**
 * Places per date, taken and given back atomically. A place is taken only by a conditional
 * increment ("booked < capacity" in the same update), so however many checkouts race for the
 * last place, the store lets exactly one through: no date is ever overbooked.
 */
@Injectable()
export class FulfilmentBookings {
  private readonly bookings: Collection<BookingRecord>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.bookings = store.collection<BookingRecord>(FULFILMENT_BOOKINGS);
  }

  /** Takes one place on `date`; false when its `capacity` is reached. */
  async book(date: string, capacity: number): Promise<boolean> {
    if (capacity < 1) return false;
    if (await this.takePlace(date, capacity)) return true;
    // No place taken: the date has no document yet, or it is full. Create it with our place…
    try {
      await this.bookings.insert({ _id: date, booked: 1 });
      return true;
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    // …unless it exists: created by a racing checkout a moment ago (ask again), or full (no).
    return await this.takePlace(date, capacity);
  }

  /** The conditional increment: only a date with a place left is counted up. */
  private async takePlace(date: string, capacity: number): Promise<boolean> {
    return !!(await this.bookings.updateOne({ _id: date, booked: { $lt: capacity } }, { $inc: { booked: 1 } }));
  }

  /** Gives one place on `date` back (never below zero). */
  async release(date: string): Promise<void> {
    await this.bookings.updateOne({ _id: date, booked: { $gt: 0 } }, { $inc: { booked: -1 } });
  }

  /** Places taken per date from `first` to `last` (dates with none are absent). */
  async bookedBetween(first: string, last: string): Promise<Record<string, number>> {
    const records = await this.bookings.find({ _id: { $gte: first, $lte: last } });
    return Object.fromEntries(records.map(({ _id, booked }) => [_id, booked]));
  }
}
