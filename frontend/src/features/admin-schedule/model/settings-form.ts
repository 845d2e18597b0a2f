import {
  DEFAULT_FULFILMENT_SETTINGS,
  FULFILMENT_LIMITS,
  TIME_OF_DAY_PATTERN,
  WEEKDAY_NAMES,
  minutesOf,
  type FulfilmentSettings,
  type OpeningHours,
} from '@shop-rules/fulfilment-schedule';

export { WEEKDAY_NAMES };

/*
 * The delivery & pickup settings as the admin form edits them (issue 13): numbers as typed
 * (strings), closed weekdays as seven checkboxes, dated lists as rows. Converted both ways here.
 */

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

const areValidHours = ({ open, close }: OpeningHours) =>
  TIME_OF_DAY_PATTERN.test(open) && TIME_OF_DAY_PATTERN.test(close) && minutesOf(open) < minutesOf(close);

/**
 * One weekday's hours as `PUT` takes them. A day closed every week does not use its hours and the
 * form does not ask for them, but the server wants valid hours for all seven days: a closed day's
 * hours left empty, incomplete or backwards go as that weekday's default hours.
 */
function hoursToSave({ open, close }: OpeningHours, weekday: number, closed: boolean): OpeningHours {
  if (!closed || areValidHours({ open, close })) return { open, close };
  const fallback = DEFAULT_FULFILMENT_SETTINGS.openingHours[weekday]!;
  return { open: fallback.open, close: fallback.close };
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
    openingHours: values.openingHours.map((hours, weekday) => hoursToSave(hours, weekday, values.closed[weekday] ?? false)),
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

export const TIME_REQUIRED = 'Enter a time, like 14:00.';

/** A day's opening or closing time is needed, unless the day is closed every week (its hours are then not used). */
export const dayTimeGiven = (weekday: number) => (time: unknown, values: ScheduleFormValues) =>
  Boolean(values.closed[weekday]) || (typeof time === 'string' && time !== '') || TIME_REQUIRED;

/** Open before close, for one day's hours (not checked for a day closed every week). */
export const opensBeforeClosing = (weekday: number) => (close: unknown, values: ScheduleFormValues) => {
  if (values.closed[weekday]) return true;
  const open = values.openingHours[weekday]?.open ?? '';
  return !open || typeof close !== 'string' || !close || minutesOf(open) < minutesOf(close) || `${WEEKDAY_NAMES[weekday]} must open before it closes.`;
};

/** Every weekday closed would leave the checkout no date at all (the server refuses it too). */
export const ONE_DAY_OPEN = 'At least one day must stay open.';
export const keepsOneWeekdayOpen = (_: unknown, values: ScheduleFormValues) =>
  values.closed.some((closed) => !closed) || ONE_DAY_OPEN;

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

/** Each setting as this page names it (its label, or what its section calls it). */
const FIELD_WORDS: Record<SettingsField, string> = {
  sameDayCutoff: 'Same-day cutoff',
  leadTimeDays: 'Lead time',
  closedWeekdays: 'Closed every week',
  blackoutDates: 'Holidays',
  dailyCapacity: 'Orders per day',
  capacityOverrides: 'Capacity on particular dates',
  openingHours: 'Opening hours',
  pickupWindowMinutes: 'Pickup window',
  bookingHorizonDays: 'Days shown ahead',
};

const TIME_EXAMPLE = 'a time of day, like 14:00';

/**
 * The settings endpoint's refusals (FulfilmentSettingsDto, nested ones prefixed with their place,
 * e.g. "openingHours.2.open …"; and the orders service's "openingHours: Tuesday must …") in the
 * page's own words: no internal field names, weekdays by name.
 */
const REFUSAL_WORDS: readonly [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^closedWeekdays must leave at least one weekday open/, () => ONE_DAY_OPEN],
  [/^closedWeekdays must not repeat a weekday/, () => 'Each weekday can be closed only once.'],
  [/^closedWeekdays must (?:be a list of|hold) weekdays/, () => 'Closed days must be weekdays from Sunday to Saturday.'],
  [/^blackoutDates must hold at most (\d+) dates/, ([, most]) => `Keep at most ${most} holidays.`],
  [/^blackoutDates must not repeat a date/, () => 'A holiday is listed twice.'],
  [/^blackoutDates must be a (?:list of dates|real date)/, () => 'Each holiday must be a real date.'],
  [/^capacityOverrides must hold at most (\d+) dates/, ([, most]) => `Keep at most ${most} dates with their own capacity.`],
  [/^capacityOverrides must not repeat a date/, () => 'A date has its own capacity twice.'],
  [/^capacityOverrides must be a list/, () => 'Each date with its own capacity needs a date and a number of orders.'],
  [/^capacityOverrides\.\d+\.date must be/, () => 'Each date with its own capacity must be a real date.'],
  [
    /^(?:capacityOverrides\.\d+\.)?capacity must be a whole number from (\d+) to (\d+)/,
    ([, min, max]) => `Capacity must be a whole number from ${min} to ${max}.`,
  ],
  [
    /^openingHours\.(\d)\.(open|close) must be a time/,
    ([, day, end]) =>
      `${WEEKDAY_NAMES[Number(day)] ?? 'Each day'}'s ${end === 'open' ? 'opening' : 'closing'} time must be ${TIME_EXAMPLE}.`,
  ],
  [/^(?:open|close) must be a time/, () => `Opening and closing times must be ${TIME_EXAMPLE}.`],
  [/^openingHours must (?:be a list of|hold) 7 days/, () => 'Opening hours must be given for all seven days.'],
  [/^openingHours: (.+?)\.?$/, ([, reason]) => `${reason}.`],
  [/^sameDayCutoff must be a time/, () => `Same-day cutoff must be ${TIME_EXAMPLE}.`],
  [
    /^(leadTimeDays|dailyCapacity|pickupWindowMinutes|bookingHorizonDays) must be a whole number from (\d+) to (\d+)/,
    ([, field, min, max]) => `${FIELD_WORDS[field as SettingsField]} must be a whole number from ${min} to ${max}.`,
  ],
];

/** One reason of a refusal in the page's words; one not known still loses its internal name. */
export function refusalInWords(reason: string): string {
  for (const [pattern, words] of REFUSAL_WORDS) {
    const match = reason.match(pattern);
    if (match) return words(match);
  }
  // A setting's name, maybe with its place in a list ("openingHours.3.open"), read as the page says it.
  return reason.replace(
    new RegExp(`^(${SETTINGS_FIELDS.join('|')})(?:\\.\\d+)?(?:\\.\\w+)?(?=\\s|:)`),
    (_, field: SettingsField) => FIELD_WORDS[field],
  );
}

/**
 * A refusal's message split by the setting each part is about ("general" when it names none),
 * each part in the page's words, so each reason can be shown beside its field.
 */
export function refusalByField(message: string): Partial<Record<SettingsField | 'general', string>> {
  const found: Partial<Record<SettingsField | 'general', string>> = {};
  // Validation lists arrive joined with ", "; only a part that starts with a setting's name starts
  // a new reason (a reason may itself hold commas: "…written HH:MM (24 h), like 14:00").
  const parts = message.split(new RegExp(`,\\s+(?=(?:${SETTINGS_FIELDS.join('|')})\\b)`));
  for (const part of parts) {
    const field = SETTINGS_FIELDS.find((name) => new RegExp(`^${name}\\b`).test(part)) ?? 'general';
    const words = refusalInWords(part);
    found[field] = found[field] ? `${found[field]} ${words}` : words;
  }
  return found;
}
