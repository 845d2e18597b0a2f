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
/** Places one customer holds on one date (`_id`: `<date> <e-mail>`), against ORDERS_PER_CUSTOMER_PER_DAY. */
export const CUSTOMER_DAY_BOOKINGS = 'customer_day_bookings';

/** One count: `_id` names what is counted (a date, or a date and a customer). */
export interface BookingRecord extends StoredDocument {
  booked: number;
}

/**
 * Counts taken and given back atomically. A place is taken only by a conditional increment
 * ("booked < limit" in the same update), so however many checkouts race for the last place, the
 * store lets exactly one through: no count ever passes its limit.
 */
class PlaceCounts {
  constructor(private readonly counts: Collection<BookingRecord>) {}

  /** Takes one place under `key`; false when `limit` is reached. */
  async take(key: string, limit: number): Promise<boolean> {
    if (limit < 1) return false;
    if (await this.takeIfLeft(key, limit)) return true;
    // No place taken: the key has no document yet, or it is full. Create it with our place…
    try {
      await this.counts.insert({ _id: key, booked: 1 });
      return true;
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    // …unless it exists: created by a racing checkout a moment ago (ask again), or full (no).
    return await this.takeIfLeft(key, limit);
  }

  private async takeIfLeft(key: string, limit: number): Promise<boolean> {
    return !!(await this.counts.updateOne({ _id: key, booked: { $lt: limit } }, { $inc: { booked: 1 } }));
  }

  /** Gives one place under `key` back (never below zero). */
  async giveBack(key: string): Promise<void> {
    await this.counts.updateOne({ _id: key, booked: { $gt: 0 } }, { $inc: { booked: -1 } });
  }

  async between(first: string, last: string): Promise<Record<string, number>> {
    const records = await this.counts.find({ _id: { $gte: first, $lte: last } });
    return Object.fromEntries(records.map(({ _id, booked }) => [_id, booked]));
  }
}

/**
 * Places per date (the shop's capacity) and per customer and date (so that one account cannot
 * book up the calendar: there is no payment to stop it).
 */
@Injectable()
export class FulfilmentBookings {
  private readonly dates: PlaceCounts;
  private readonly customerDays: PlaceCounts;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.dates = new PlaceCounts(store.collection<BookingRecord>(FULFILMENT_BOOKINGS));
    this.customerDays = new PlaceCounts(store.collection<BookingRecord>(CUSTOMER_DAY_BOOKINGS));
  }

  /** Takes one place on `date`; false when its `capacity` is reached. */
  async book(date: string, capacity: number): Promise<boolean> {
    return await this.dates.take(date, capacity);
  }

  /** Gives one place on `date` back (never below zero). */
  async release(date: string): Promise<void> {
    await this.dates.giveBack(date);
  }

  /** Counts one more order of `customer` on `date`; false when they hold `limit` already. */
  async bookForCustomer(date: string, customer: string, limit: number): Promise<boolean> {
    return await this.customerDays.take(customerDayKey(date, customer), limit);
  }

  async releaseForCustomer(date: string, customer: string): Promise<void> {
    await this.customerDays.giveBack(customerDayKey(date, customer));
  }

  /** Places taken per date from `first` to `last` (dates with none are absent). */
  async bookedBetween(first: string, last: string): Promise<Record<string, number>> {
    return await this.dates.between(first, last);
  }
}

const customerDayKey = (date: string, customer: string) => `${date} ${customer}`;
