// Days are the shop's own (New Jersey, or the server's SHOP_TIME_ZONE), whatever the browser's zone.
// A day's first instant moves with daylight saving (05:00Z in winter, 04:00Z in summer).
export const SHOP_TIME_ZONE = 'America/New_York';

/** A wall-clock formatter per zone: building one is slow, and the server reads its zone from config. */
const wallFormatters = new Map<string, Intl.DateTimeFormat>();

function wallFormatterFor(timeZone: string): Intl.DateTimeFormat {
  let found = wallFormatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallFormatters.set(timeZone, found);
  }
  return found;
}

/** The shop's day an instant falls on, as YYYY-MM-DD. */
export function shopDayOf(instant: Date, timeZone: string = SHOP_TIME_ZONE): string {
  return shopClockOf(instant, timeZone).day;
}

/** The shop's wall clock at an instant: its day and the minutes since that day's midnight. */
export function shopClockOf(instant: Date, timeZone: string = SHOP_TIME_ZONE): { day: string; minutes: number } {
  const wall = new Date(instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone));
  return { day: wall.toISOString().slice(0, 10), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

function wallParts(instant: number, timeZone: string): Record<string, number> {
  const parts = wallFormatterFor(timeZone).formatToParts(instant);
  return Object.fromEntries(parts.map(({ type, value }) => [type, Number(value)]));
}

/** How far the shop's wall clock is ahead of UTC at an instant, in ms (negative: −4 h or −5 h). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  if (!offsetIsCacheable(instant)) return measuredZoneOffsetMs(instant, timeZone);
  const key = `${timeZone} ${Math.floor(instant / QUARTER_HOUR_MS)}`;
  let offset = knownOffsets.get(key);
  if (offset === undefined) {
    offset = measuredZoneOffsetMs(instant, timeZone);
    if (knownOffsets.size >= KNOWN_OFFSETS_LIMIT) knownOffsets.clear();
    knownOffsets.set(key, offset);
  }
  return offset;
}

function measuredZoneOffsetMs(instant: number, timeZone: string): number {
  const parts = wallParts(instant, timeZone);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

// Asking Intl is slow (tens of µs, several per order). Since 1980 offsets change only on a quarter
// hour of UTC, so one answer holds for its quarter hour; older instants are asked each time.
const QUARTER_HOUR_MS = 15 * 60_000;
const CACHEABLE_FROM = Date.UTC(1980, 0, 1);
const KNOWN_OFFSETS_LIMIT = 4096;
const knownOffsets = new Map<string, number>();

function offsetIsCacheable(instant: number): boolean {
  return Number.isFinite(instant) && instant >= CACHEABLE_FROM;
}

const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The first instant of a shop day. */
export function shopDayStart(day: string, timeZone: string = SHOP_TIME_ZONE): Date {
  const midnight = utcMidnight(day);
  // The offset at the guess may be the day before's (the other side of a change): ask again there.
  const guess = midnight - zoneOffsetMs(midnight, timeZone);
  return new Date(midnight - zoneOffsetMs(guess, timeZone));
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return new Date(utcMidnight(day) + count * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the week a day is in (weeks run Monday to Sunday). */
export function weekStart(day: string): string {
  const weekday = new Date(utcMidnight(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The first day of the month a day is in. */
export function monthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/** Every day from `first` to `last`, both included, oldest first. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
