import { Injectable } from '@nestjs/common';
import type { FulfilmentCalendarDto, Order } from '@flowershop/common/contracts';
import { ServiceError } from '@flowershop/common/errors';
import {
  addDays,
  capacityOn,
  formatShopDate,
  fulfilmentCalendar,
  fulfilmentOn,
  fulfilmentProblem,
  shopClockOf,
  shopDayOf,
  shopOpeningHours,
  type AdminCalendarDay,
  type Fulfilment,
  type AdminFulfilmentCalendar,
  type FulfilmentMode,
  type FulfilmentSettings,
  type ShopOpeningHours,
} from '@flowershop/common/shop-rules';
import { OrdersConfig } from '../config/orders.config.js';
import { FulfilmentBookings } from './fulfilment-bookings.js';
import { FulfilmentSettingsStore } from './fulfilment-settings-store.js';

/** A full date is a 400 like the other refused choices, with its own code so a client can reload the calendar. */
const dateFull = (message: string) => new ServiceError('ORDERS.DATE_FULL', message, 400);

/** Whose order takes a place, and what it holds: cancelling or deleting gives both counts back. */
type BookedOrder = Pick<Order, 'fulfilment' | 'userEmail'>;

/** The fulfilment rules in the shop's time zone, and the bookings: a cancel or delete gives the place back. */
@Injectable()
export class FulfilmentScheduler {
  private readonly timeZone: string;
  private readonly perCustomerPerDay: number;
  /** Per mode, the dates the rules leave open for one shop minute and one version of the settings. */
  private readonly openDates = new Map<FulfilmentMode, { key: string; days: AdminCalendarDay[] }>();

  constructor(
    private readonly settings: FulfilmentSettingsStore,
    private readonly bookings: FulfilmentBookings,
    config: OrdersConfig,
  ) {
    this.timeZone = config.SHOP_TIME_ZONE;
    this.perCustomerPerDay = config.ORDERS_PER_CUSTOMER_PER_DAY;
  }

  async calendar({ mode, at }: FulfilmentCalendarDto): Promise<AdminFulfilmentCalendar> {
    const now = at ? new Date(at) : new Date();
    const settings = await this.settings.get();
    const today = shopDayOf(now, this.timeZone);
    const booked = await this.bookings.bookedBetween(today, addDays(today, settings.bookingHorizonDays));
    return fulfilmentCalendar(settings, booked, now, mode, this.timeZone);
  }

  async openingHours(now = new Date()): Promise<ShopOpeningHours> {
    return shopOpeningHours(await this.settings.get(), shopDayOf(now, this.timeZone), this.timeZone);
  }

  /** The shopper's choice (400 with the reason when it cannot be had), or else the earliest the customer can book. */
  async book(
    mode: FulfilmentMode,
    requested: Fulfilment | undefined,
    customer: string,
    now = new Date(),
  ): Promise<Fulfilment> {
    if (!requested) return await this.bookEarliest(mode, customer, now);
    const settings = await this.settings.get();
    // Every rule but the places left; those are decided by the atomic booking itself.
    const problem = fulfilmentProblem(settings, {}, now, mode, requested, this.timeZone);
    if (problem) throw ServiceError.badRequest('ORDERS', problem);
    const chosen: Fulfilment = {
      date: requested.date,
      ...(mode === 'pickup' &&
        requested.window && { window: { start: requested.window.start, end: requested.window.end } }),
    };
    if (!(await this.bookings.bookForCustomer(chosen.date, customer, this.perCustomerPerDay))) {
      throw new ServiceError(
        'ORDERS.CUSTOMER_DAY_LIMIT',
        `You already have ${this.perCustomerPerDay} orders for ${formatShopDate(chosen.date)}, the most one customer can place for a day; please choose another date, or contact the shop`,
        400,
      );
    }
    if (await this.bookings.book(chosen.date, capacityOn(settings, chosen.date))) return chosen;
    await this.bookings.releaseForCustomer(chosen.date, customer);
    throw dateFull(`${formatShopDate(chosen.date)} is fully booked; please choose another date`);
  }

  /** Only the atomic bookings decide whether a place is left (racing checkouts, other instances). */
  private async bookEarliest(mode: FulfilmentMode, customer: string, now: Date): Promise<Fulfilment> {
    const open = this.openDatesAt(await this.settings.get(), mode, now);
    for (const day of [...open.days]) {
      if (!(await this.bookings.bookForCustomer(day.date, customer, this.perCustomerPerDay))) continue;
      if (await this.bookings.book(day.date, day.capacity)) return fulfilmentOn(day, mode);
      await this.bookings.releaseForCustomer(day.date, customer);
      // Full: later placements of this minute go straight to the next date.
      open.days = open.days.filter((entry) => entry !== day);
    }
    throw dateFull('No date can be booked in the coming weeks: every one is full or closed; please try again later');
  }

  /** The rules read the clock to the minute: one computation serves that shop minute (full dates left out). */
  private openDatesAt(settings: FulfilmentSettings, mode: FulfilmentMode, now: Date) {
    const clock = shopClockOf(now, this.timeZone);
    const key = `${clock.day} ${clock.minutes} ${JSON.stringify(settings)}`;
    const cached = this.openDates.get(mode);
    if (cached?.key === key) return cached;
    const days = fulfilmentCalendar(settings, {}, now, mode, this.timeZone).days.filter((day) => day.available);
    const open = { key, days };
    this.openDates.set(mode, open);
    return open;
  }

  /** An order from before fulfilment dates holds none. */
  async release(order: BookedOrder): Promise<void> {
    if (!order.fulfilment) return;
    await this.bookings.release(order.fulfilment.date);
    await this.bookings.releaseForCustomer(order.fulfilment.date, order.userEmail);
  }

  /**
   * For an order leaving Cancelled; 409 when its date has filled up meanwhile. The admin decides,
   * so the customer's limit does not stop it (their count still goes up, given back on cancel or delete).
   */
  async rebook(order: BookedOrder): Promise<void> {
    if (!order.fulfilment) return;
    const { date } = order.fulfilment;
    const settings = await this.settings.get();
    if (await this.bookings.book(date, capacityOn(settings, date))) {
      await this.bookings.bookForCustomer(date, order.userEmail, Number.POSITIVE_INFINITY);
      return;
    }
    throw new ServiceError(
      'ORDERS.DATE_FULL',
      `${formatShopDate(date)} is fully booked, so the order stays Cancelled: raise that date's capacity or cancel another order first`,
      409,
    );
  }
}
