import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shopClockOf, shopDayOf, shopDayStart } from '../../shop-rules/shop-calendar.js';

/** What Intl says directly, with no remembered offsets: the answer the calendar must keep giving. */
function intlClock(instant: Date, timeZone: string): { day: string; minutes: number } {
  const parts = Object.fromEntries(
    intlFormat(timeZone)
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const intlFormats = new Map<string, Intl.DateTimeFormat>();
function intlFormat(timeZone: string): Intl.DateTimeFormat {
  const options = { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit' } as const;
  if (!intlFormats.has(timeZone)) {
    intlFormats.set(timeZone, new Intl.DateTimeFormat('en-US', { ...options, hour: 'numeric', minute: 'numeric' }));
  }
  return intlFormats.get(timeZone)!;
}

/** Zones with summer time, with half- and quarter-hour offsets, and with a half-hour summer shift. */
const ZONES = [
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
];

describe('shop calendar: remembered zone offsets', () => {
  it('gives Intl’s day and wall clock through a year’s clock changes, in every kind of zone', () => {
    const from = Date.UTC(2026, 0, 1);
    const until = Date.UTC(2027, 0, 1);
    for (const timeZone of ZONES) {
      // An odd step lands at ever different points of the quarter hours, before and after each change.
      for (let time = from; time < until; time += 23 * 60_000 + 13_000) {
        const instant = new Date(time);
        assert.deepEqual(
          shopClockOf(instant, timeZone),
          intlClock(instant, timeZone),
          `${timeZone} ${instant.toISOString()}`,
        );
        assert.equal(shopDayOf(instant, timeZone), intlClock(instant, timeZone).day);
      }
    }
  });

  it('turns the clock at the exact second of New York’s spring and autumn changes', () => {
    const spring = Date.UTC(2026, 2, 8, 7); // 03:00 EDT, a second after 01:59:59 EST
    assert.deepEqual(shopClockOf(new Date(spring - 1000)), { day: '2026-03-08', minutes: 1 * 60 + 59 });
    assert.deepEqual(shopClockOf(new Date(spring)), { day: '2026-03-08', minutes: 3 * 60 });
    const autumn = Date.UTC(2026, 10, 1, 6); // 01:00 EST again, a second after 01:59:59 EDT
    assert.deepEqual(shopClockOf(new Date(autumn - 1000)), { day: '2026-11-01', minutes: 1 * 60 + 59 });
    assert.deepEqual(shopClockOf(new Date(autumn)), { day: '2026-11-01', minutes: 1 * 60 });
  });

  it('still answers instants before 1980 (local mean time) and refuses an invalid date', () => {
    const beforeStandardTime = new Date(Date.UTC(1883, 0, 1, 4, 30));
    assert.deepEqual(shopClockOf(beforeStandardTime), intlClock(beforeStandardTime, 'America/New_York'));
    assert.equal(shopDayOf(beforeStandardTime), '1882-12-31');
    assert.throws(() => shopDayOf(new Date(Number.NaN)), RangeError);
    assert.throws(() => shopClockOf(new Date(Number.NaN)), RangeError);
  });

  it('starts each shop day at its local midnight, summer and winter', () => {
    assert.equal(shopDayStart('2026-01-15').toISOString(), '2026-01-15T05:00:00.000Z');
    assert.equal(shopDayStart('2026-07-15').toISOString(), '2026-07-15T04:00:00.000Z');
    assert.equal(shopDayStart('2026-03-08').toISOString(), '2026-03-08T05:00:00.000Z');
    assert.equal(shopDayStart('2026-11-01').toISOString(), '2026-11-01T04:00:00.000Z');
  });
});
