import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { DELIVERY_OPTIONS } from '@flowershop/common/contracts';
import { FULFILMENT_LIMITS } from '@flowershop/common/shop-rules';

// The fulfilment answers are interfaces in libs/common (no run-time metadata): described here.

const REASONS = ['past', 'too-soon', 'closed', 'blackout', 'full'];

@ApiSchema({ name: 'PickupWindow', description: 'A pickup time window, shop time (HH:MM, 24 h)' })
export class PickupWindowSchema {
  @ApiProperty({ example: '10:00' })
  start: string;

  @ApiProperty({ example: '12:00' })
  end: string;
}

@ApiSchema({
  name: 'Fulfilment',
  description: 'The shop day an order is delivered or collected; for pickup the window',
})
export class FulfilmentSchema {
  @ApiProperty({ format: 'date', example: '2026-11-27' })
  date: string;

  @ApiPropertyOptional({ type: PickupWindowSchema, description: 'Pickup orders only' })
  window?: PickupWindowSchema;
}

@ApiSchema({ name: 'CalendarWindow', description: 'A pickup window of a calendar day' })
class CalendarWindowSchema extends PickupWindowSchema {
  @ApiProperty({ description: "false when the day cannot be chosen or the window has begun (today's)" })
  available: boolean;
}

@ApiSchema({ name: 'CalendarDay', description: 'One shop day of the fulfilment calendar' })
class CalendarDaySchema {
  @ApiProperty({ format: 'date' })
  date: string;

  @ApiProperty({ minimum: 0, maximum: 6, description: '0 = Sunday' })
  weekday: number;

  @ApiProperty()
  available: boolean;

  @ApiPropertyOptional({ enum: REASONS, description: 'Why it cannot be chosen' })
  reason?: string;

  @ApiProperty({ type: [CalendarWindowSchema], description: 'Pickup only; [] for delivery' })
  windows: CalendarWindowSchema[];
}

@ApiSchema({ name: 'AdminCalendarDay', description: 'One shop day of the fulfilment calendar, with its load (admin)' })
class AdminCalendarDaySchema extends CalendarDaySchema {
  @ApiProperty({ description: 'Orders the date takes, pickup and delivery together' })
  capacity: number;

  @ApiProperty({ description: 'Orders already booked for the date' })
  booked: number;
}

@ApiSchema({ name: 'FulfilmentCalendar', description: 'The dates the shop can fulfil, today to the booking horizon' })
export class FulfilmentCalendarSchema {
  @ApiProperty({ example: 'America/New_York' })
  timeZone: string;

  @ApiProperty({ format: 'date', description: "The shop's today" })
  today: string;

  @ApiProperty({ format: 'date-time' })
  generatedAt: string;

  @ApiProperty({ enum: DELIVERY_OPTIONS })
  mode: string;

  @ApiProperty({ type: [CalendarDaySchema] })
  days: CalendarDaySchema[];
}

@ApiSchema({
  name: 'AdminFulfilmentCalendar',
  description: 'The dates the shop can fulfil, today to the booking horizon, each with its capacity and bookings',
})
export class AdminFulfilmentCalendarSchema extends FulfilmentCalendarSchema {
  @ApiProperty({ type: [AdminCalendarDaySchema] })
  declare days: AdminCalendarDaySchema[];
}

@ApiSchema({ name: 'OpeningHours', description: "A weekday's opening hours, shop time" })
class OpeningHoursSchema {
  @ApiProperty({ example: '10:00' })
  open: string;

  @ApiProperty({ example: '20:00' })
  close: string;
}

@ApiSchema({ name: 'CapacityOverride', description: 'A date with its own capacity (0: no orders that day)' })
class CapacityOverrideSchema {
  @ApiProperty({ format: 'date' })
  date: string;

  @ApiProperty({ minimum: 0, maximum: FULFILMENT_LIMITS.overrideCapacity.max })
  capacity: number;
}

@ApiSchema({
  name: 'FulfilmentSettings',
  description: "The shop's fulfilment rules as saved (the defaults until saved)",
})
export class FulfilmentSettingsSchema {
  @ApiProperty({ example: '14:00', description: 'Orders placed at or after it cannot be for today' })
  sameDayCutoff: string;

  @ApiProperty({ minimum: 0, maximum: FULFILMENT_LIMITS.leadTimeDays.max })
  leadTimeDays: number;

  @ApiProperty({ type: [Number], description: '0 = Sunday … 6 = Saturday' })
  closedWeekdays: number[];

  @ApiProperty({ type: [String], description: 'Holidays, YYYY-MM-DD, sorted' })
  blackoutDates: string[];

  @ApiProperty({ minimum: 1, maximum: FULFILMENT_LIMITS.dailyCapacity.max })
  dailyCapacity: number;

  @ApiProperty({ type: [CapacityOverrideSchema] })
  capacityOverrides: CapacityOverrideSchema[];

  @ApiProperty({ type: [OpeningHoursSchema], description: '7 entries, Sunday first' })
  openingHours: OpeningHoursSchema[];

  @ApiProperty({
    minimum: FULFILMENT_LIMITS.pickupWindowMinutes.min,
    maximum: FULFILMENT_LIMITS.pickupWindowMinutes.max,
  })
  pickupWindowMinutes: number;

  @ApiProperty({ minimum: FULFILMENT_LIMITS.bookingHorizonDays.min, maximum: FULFILMENT_LIMITS.bookingHorizonDays.max })
  bookingHorizonDays: number;

  @ApiPropertyOptional({ format: 'date-time', description: 'When last saved; absent: the defaults' })
  updatedAt?: string;
}

@ApiSchema({ name: 'WeekdayOpeningHours', description: 'One weekday of the shop week' })
class WeekdayOpeningHoursSchema {
  @ApiProperty({ minimum: 0, maximum: 6, description: '0 = Sunday' })
  weekday: number;

  @ApiProperty({ type: OpeningHoursSchema, nullable: true, description: 'null when the shop is closed that day' })
  hours: OpeningHoursSchema | null;
}

@ApiSchema({
  name: 'ShopOpeningHours',
  description: "The shop's opening hours as the admin's schedule keeps them, and the holidays coming up",
})
export class ShopOpeningHoursSchema {
  @ApiProperty({ example: 'America/New_York' })
  timeZone: string;

  @ApiProperty({ type: [WeekdayOpeningHoursSchema], description: '7 entries, Monday first' })
  week: WeekdayOpeningHoursSchema[];

  @ApiProperty({ example: 'Mon–Sat 10:00–20:00 · Sun 11:00–18:00' })
  summary: string;

  @ApiProperty({
    type: [String],
    format: 'date',
    description: 'Holidays (closed dates) from today through the next 30 days, sorted',
  })
  upcomingClosures: string[];
}
