import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type Collection,
  type DocumentStore,
  type StoredDocument,
} from '@flowershop/common/persistence';
import { updateOrInsert } from '../update-or-insert.js';

export const FULFILMENT_BOOKINGS = 'fulfilment_bookings';
/** Places one customer holds on one date (`_id`: `<date> <e-mail>`), against ORDERS_PER_CUSTOMER_PER_DAY. */
export const CUSTOMER_DAY_BOOKINGS = 'customer_day_bookings';

/** One count: `_id` names what is counted (a date, or a date and a customer). */
export type BookingRecord = StoredDocument & { booked: number };

/** Only a conditional increment ("booked < limit" in the update) takes a place: of racing checkouts, one wins. */
@Injectable()
export class FulfilmentBookings {
  private readonly dates: Collection<BookingRecord>;
  private readonly customerDays: Collection<BookingRecord>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.dates = store.collection<BookingRecord>(FULFILMENT_BOOKINGS);
    this.customerDays = store.collection<BookingRecord>(CUSTOMER_DAY_BOOKINGS);
  }

  /** False when `date`'s `capacity` is reached. */
  book(date: string, capacity: number): Promise<boolean> {
    return take(this.dates, date, capacity);
  }

  release(date: string): Promise<void> {
    return giveBack(this.dates, date);
  }

  /** False when `customer` holds `limit` orders on `date` already. */
  bookForCustomer(date: string, customer: string, limit: number): Promise<boolean> {
    return take(this.customerDays, `${date} ${customer}`, limit);
  }

  releaseForCustomer(date: string, customer: string): Promise<void> {
    return giveBack(this.customerDays, `${date} ${customer}`);
  }

  /** Places taken per date from `first` to `last` (dates with none are absent). */
  async bookedBetween(first: string, last: string): Promise<Record<string, number>> {
    const records = await this.dates.find({ _id: { $gte: first, $lte: last } });
    return Object.fromEntries(records.map(({ _id, booked }) => [_id, booked]));
  }
}

async function take(counts: Collection<BookingRecord>, key: string, limit: number): Promise<boolean> {
  if (limit < 1) return false;
  const placeLeft = { _id: key, booked: { $lt: limit } };
  return await updateOrInsert(counts, placeLeft, { $inc: { booked: 1 } }, { _id: key, booked: 1 });
}

/** Never below zero. */
async function giveBack(counts: Collection<BookingRecord>, key: string): Promise<void> {
  await counts.updateOne({ _id: key, booked: { $gt: 0 } }, { $inc: { booked: -1 } });
}
