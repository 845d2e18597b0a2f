import { FULFILMENT_LIMITS, minutesOf, type FulfilmentSettings } from '@shop-rules/fulfilment-schedule';

/*
 * The delivery & pickup settings as the admin form edits them (issue 13): numbers as typed
 * (strings), closed weekdays as seven checkboxes, dated lists as rows. Converted both ways here.
 */

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface ScheduleFormValues {
  sameDayCutoff: string;
  leadTimeDays: string;
  /** Index = weekday (0 = Sunday). */
  closed: boolean[];
  blackoutDates: { date: string }[];
  dailyCapacity: string;
  capacityOverrides: { date: string; capacity: string }[];
  openingHours: { open: string; close: string }[];
  pickupWindowMinutes: string;
  bookingHorizonDays: string;
}

export function toFormValues(settings: FulfilmentSettings): ScheduleFormValues {
  return {
    sameDayCutoff: settings.sameDayCutoff,
    leadTimeDays: String(settings.leadTimeDays),
    closed: WEEKDAY_NAMES.map((_, weekday) => settings.closedWeekdays.includes(weekday)),
    blackoutDates: settings.blackoutDates.map((date) => ({ date })),
    dailyCapacity: String(settings.dailyCapacity),
    capacityOverrides: settings.capacityOverrides.map(({ date, capacity }) => ({ date, capacity: String(capacity) })),
    openingHours: settings.openingHours.map(({ open, close }) => ({ open, close })),
    pickupWindowMinutes: String(settings.pickupWindowMinutes),
    bookingHorizonDays: String(settings.bookingHorizonDays),
  };
}

/** The whole settings as `PUT` takes them: dated lists sorted, blackout dates without repeats. */
export function toSettings(values: ScheduleFormValues): FulfilmentSettings {
  return {
    sameDayCutoff: values.sameDayCutoff,
    leadTimeDays: Number(values.leadTimeDays),
    closedWeekdays: values.closed.flatMap((closed, weekday) => (closed ? [weekday] : [])),
    blackoutDates: [...new Set(values.blackoutDates.map(({ date }) => date))].sort(),
    dailyCapacity: Number(values.dailyCapacity),
    capacityOverrides: values.capacityOverrides
      .map(({ date, capacity }) => ({ date, capacity: Number(capacity) }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    openingHours: values.openingHours.map(({ open, close }) => ({ open, close })),
    pickupWindowMinutes: Number(values.pickupWindowMinutes),
    bookingHorizonDays: Number(values.bookingHorizonDays),
  };
}

/** A react-hook-form rule: a whole number within the bounds the server applies. */
export function wholeBetween(label: string, { min, max }: { min: number; max: number }) {
  return (value: unknown): string | true => {
    const text = String(value ?? '').trim();
    return (/^\d+$/.test(text) && Number(text) >= min && Number(text) <= max) || `${label} must be a whole number from ${min} to ${max}.`;
  };
}

export const LIMITS = FULFILMENT_LIMITS;

/** Open before close, for one day's hours. */
export const opensBeforeClosing = (weekday: number) => (close: unknown, values: ScheduleFormValues) => {
  const open = values.openingHours[weekday]?.open ?? '';
  return !open || typeof close !== 'string' || !close || minutesOf(open) < minutesOf(close) || `${WEEKDAY_NAMES[weekday]} must open before it closes.`;
};

/** The top-level settings a server message can name (it starts with the field, e.g. "dailyCapacity must be …"). */
const SETTINGS_FIELDS = [
  'sameDayCutoff',
  'leadTimeDays',
  'closedWeekdays',
  'blackoutDates',
  'dailyCapacity',
  'capacityOverrides',
  'openingHours',
  'pickupWindowMinutes',
  'bookingHorizonDays',
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

/**
 * A refusal's message split by the setting each part is about ("general" when it names none),
 * so each reason can be shown beside its field.
 */
export function refusalByField(message: string): Partial<Record<SettingsField | 'general', string>> {
  const found: Partial<Record<SettingsField | 'general', string>> = {};
  // Validation lists arrive joined with ", "; a part that names no field belongs to the one before.
  let current: SettingsField | 'general' = 'general';
  for (const part of message.split(/,\s+/)) {
    const field = SETTINGS_FIELDS.find((name) => new RegExp(`^${name}\\b`).test(part));
    if (field) current = field;
    found[current] = found[current] ? `${found[current]}, ${part}` : part;
  }
  return found;
}
