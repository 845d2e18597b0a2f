import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  FULFILMENT_LIMITS,
  TIME_OF_DAY_PATTERN,
  WEEKDAY_NAMES,
  minutesOf,
  type Fulfilment,
  type FulfilmentMode,
  type FulfilmentSettings,
  type OpeningHours,
  type PickupWindow,
} from '../../shop-rules/fulfilment-schedule.js';
import { validateWith } from '../catalog/product-field.validators.js';
import { IsShopDate } from './shop-date.validator.js';
import { DELIVERY_OPTIONS } from './order.js';

const TIME_MESSAGE = (field: string) => `${field} must be a time of day written HH:MM (24 h), like 14:00`;

function IsTimeOfDay(field: string): PropertyDecorator {
  return Matches(TIME_OF_DAY_PATTERN, { message: TIME_MESSAGE(field) });
}

/** A whole number from `min` to `max`, with one message for every way it is not. */
export function IsWholeNumber(min: number, max: number, message: string): PropertyDecorator {
  return (target, key) => {
    IsInt({ message })(target, key);
    Min(min, { message })(target, key);
    Max(max, { message })(target, key);
  };
}

function IsWholeBetween(field: string, { min, max }: { min: number; max: number }): PropertyDecorator {
  return IsWholeNumber(min, max, `${field} must be a whole number from ${min} to ${max}`);
}

/** A pickup window as the shopper chose it (the gateway's 400 puts the path before each message). */
export class PickupWindowDto implements PickupWindow {
  @IsTimeOfDay('start') start: string;
  @IsTimeOfDay('end') end: string;
}

/** `fulfilment` of a placement: the shop day, and for pickup the window. */
export class FulfilmentDto implements Fulfilment {
  @IsShopDate()
  date: string;

  @IsOptional()
  @IsObject({ message: 'window must be an object with start and end' })
  @ValidateNested()
  @Type(() => PickupWindowDto)
  window?: PickupWindowDto;
}

/** One day's opening hours; open before close is checked with the whole settings (fulfilmentSettingsProblem). */
export class OpeningHoursDto implements OpeningHours {
  @IsTimeOfDay('open') open: string;
  @IsTimeOfDay('close') close: string;
}

/** A date with its own capacity. */
export class CapacityOverrideDto {
  @IsShopDate() date: string;
  @IsWholeBetween('capacity', FULFILMENT_LIMITS.overrideCapacity) capacity: number;
}

const { datedEntries } = FULFILMENT_LIMITS;

/** `PUT /api/admin/fulfilment-settings` body and `orders.fulfilment.settings.update` payload: the whole settings. */
export class FulfilmentSettingsDto implements FulfilmentSettings {
  @IsTimeOfDay('sameDayCutoff')
  sameDayCutoff: string;

  @IsWholeBetween('leadTimeDays', FULFILMENT_LIMITS.leadTimeDays)
  leadTimeDays: number;

  @IsArray({ message: 'closedWeekdays must be a list of weekdays from 0 (Sunday) to 6 (Saturday)' })
  @ArrayMaxSize(6, { message: 'closedWeekdays must leave at least one weekday open' })
  @ArrayUnique({ message: 'closedWeekdays must not repeat a weekday' })
  @IsIn([0, 1, 2, 3, 4, 5, 6], {
    each: true,
    message: 'closedWeekdays must hold weekdays from 0 (Sunday) to 6 (Saturday)',
  })
  closedWeekdays: number[];

  @IsArray({ message: 'blackoutDates must be a list of dates' })
  @ArrayMaxSize(datedEntries, { message: `blackoutDates must hold at most ${datedEntries} dates` })
  @ArrayUnique({ message: 'blackoutDates must not repeat a date' })
  @IsShopDate({ each: true })
  blackoutDates: string[];

  @IsWholeBetween('dailyCapacity', FULFILMENT_LIMITS.dailyCapacity)
  dailyCapacity: number;

  @IsArray({ message: 'capacityOverrides must be a list of { date, capacity }' })
  @ArrayMaxSize(datedEntries, { message: `capacityOverrides must hold at most ${datedEntries} dates` })
  @ArrayUnique((entry: CapacityOverrideDto) => entry?.date, { message: 'capacityOverrides must not repeat a date' })
  @IsObject({ each: true, message: 'capacityOverrides must be a list of { date, capacity }' })
  @ValidateNested({ each: true })
  @Type(() => CapacityOverrideDto)
  capacityOverrides: CapacityOverrideDto[];

  @IsArray({ message: 'openingHours must be a list of 7 days, Sunday first' })
  @ArrayMinSize(7, { message: 'openingHours must hold 7 days, Sunday first' })
  @ArrayMaxSize(7, { message: 'openingHours must hold 7 days, Sunday first' })
  @IsObject({ each: true, message: 'openingHours must hold one { open, close } per day, Sunday first' })
  @ValidateNested({ each: true })
  @Type(() => OpeningHoursDto)
  openingHours: OpeningHoursDto[];

  @IsWholeBetween('pickupWindowMinutes', FULFILMENT_LIMITS.pickupWindowMinutes)
  pickupWindowMinutes: number;

  @IsWholeBetween('bookingHorizonDays', FULFILMENT_LIMITS.bookingHorizonDays)
  bookingHorizonDays: number;
}

/** Payload of `orders.fulfilment.calendar`. */
export class FulfilmentCalendarDto {
  @IsIn(DELIVERY_OPTIONS, { message: `delivery must be one of: ${DELIVERY_OPTIONS.join(', ')}` })
  mode: FulfilmentMode;

  /** The instant to compute for (tests); now when absent. */
  @IsOptional()
  @validateWith('instant', (value, field) =>
    typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? null : `${field} must be an ISO date-time`,
  )
  at?: string;
}

/** `GET /api/fulfilment/calendar?delivery=`: the calendar differs for pickup (windows) and delivery. */
export class FulfilmentCalendarQueryDto {
  @IsIn(DELIVERY_OPTIONS, { message: `delivery must be one of: ${DELIVERY_OPTIONS.join(', ')}` })
  delivery: FulfilmentMode;
}

/** The settings as stored and answered: with when they were last saved (absent: the defaults). */
export type StoredFulfilmentSettings = FulfilmentSettings & { updatedAt?: string };

/** Why the settings cannot be saved although each field is well formed, or null. */
export function fulfilmentSettingsProblem(settings: FulfilmentSettings): string | null {
  const backwards = settings.openingHours.findIndex((hours) => minutesOf(hours.open) >= minutesOf(hours.close));
  if (backwards >= 0) return `openingHours: ${WEEKDAY_NAMES[backwards]} must open before it closes`;
  return null;
}
