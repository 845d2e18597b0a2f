import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import {
  DEFAULT_FULFILMENT_SETTINGS,
  earliestFulfilment,
  formatFulfilment,
  fulfilmentCalendar,
  fulfilmentProblem,
  pickupWindowsFor,
  type FulfilmentSettings,
} from '../../shop-rules/fulfilment-schedule.js';
import { FulfilmentSettingsDto, fulfilmentSettingsProblem } from './fulfilment-settings.dto.js';

// The shop's rules at their edges, every instant given explicitly (as the server passes `now`),
// so nothing here depends on the machine's clock or zone. November 2026 in New York is EST
// (UTC−5): 2026-11-25T19:00Z is 14:00 on Wednesday the 25th.
const at = (iso: string) => new Date(iso);
const settingsWith = (changes: Partial<FulfilmentSettings>): FulfilmentSettings => ({
  ...DEFAULT_FULFILMENT_SETTINGS,
  ...changes,
});
const defaults = DEFAULT_FULFILMENT_SETTINGS;
/** The day's last pickup window: open until late in the day, so the rule a test is about decides. */
const lastWindowOf = (settings: FulfilmentSettings, date: string) => {
  try {
    return pickupWindowsFor(settings, date).at(-1);
  } catch {
    return undefined; // not a real date: the rules refuse it before any window
  }
};
/**
 * The date rules (cutoff, lead time, closed days…) are the same for both ways; without a mode a
 * check is for pickup with the day's last window, the way the shop has no notice of its own.
 */
const problem = (
  now: string,
  fulfilment: { date: string; window?: { start: string; end: string } },
  options: { settings?: FulfilmentSettings; booked?: Record<string, number>; mode?: 'pickup' | 'delivery' } = {},
) => {
  const settings = options.settings ?? defaults;
  const window = fulfilment.window ?? (options.mode ? undefined : lastWindowOf(settings, fulfilment.date));
  return fulfilmentProblem(settings, options.booked ?? {}, at(now), options.mode ?? 'pickup', {
    ...fulfilment,
    ...(window && { window }),
  });
};
const dayOf = (calendar: ReturnType<typeof fulfilmentCalendar>, date: string) => {
  const day = calendar.days.find((entry) => entry.date === date);
  assert.ok(day, `${date} is in the calendar`);
  return day;
};

describe('fulfilment schedule: same-day cutoff', () => {
  it('takes today until 13:59 shop time and refuses it from 14:00, naming the earliest date', () => {
    assert.equal(problem('2026-11-25T18:59:59Z', { date: '2026-11-25' }), null);
    assert.equal(
      problem('2026-11-25T19:00:00Z', { date: '2026-11-25' }),
      'Orders for today close at 14:00 shop time; the earliest date you can choose is Thursday, November 26, 2026',
    );
    assert.equal(problem('2026-11-25T19:00:00Z', { date: '2026-11-26' }), null);
    const calendar = fulfilmentCalendar(defaults, {}, at('2026-11-25T19:00:00Z'), 'pickup');
    assert.deepEqual(
      [calendar.today, calendar.days[0].available, calendar.days[0].reason, calendar.days[1].available],
      ['2026-11-25', false, 'too-soon', true],
    );
  });

  it('counts in the shop zone, not in UTC: 22:30 in New York is still that day there', () => {
    // 03:30Z on the 26th is 22:30 on the 25th in New York: after the cutoff of the 25th.
    const calendar = fulfilmentCalendar(defaults, {}, at('2026-11-26T03:30:00Z'), 'pickup');
    assert.equal(calendar.today, '2026-11-25');
    assert.equal(calendar.timeZone, 'America/New_York');
    assert.equal(dayOf(calendar, '2026-11-26').available, true);
    // The same instant for a shop in Tokyo is already 12:30 on the 26th: before its cutoff.
    const tokyo = fulfilmentCalendar(defaults, {}, at('2026-11-26T03:30:00Z'), 'pickup', 'Asia/Tokyo');
    assert.deepEqual([tokyo.today, tokyo.days[0].available], ['2026-11-26', true]);
  });

  it('home delivery is never for the day of the order (published: 24–48 hours), before or after the cutoff', () => {
    const delivery = { mode: 'delivery' as const };
    const morning = '2026-11-25T15:00:00Z'; // 10:00 Wednesday
    assert.equal(
      problem(morning, { date: '2026-11-25' }, delivery),
      'Home delivery takes 24–48 hours, so it cannot be for today; the earliest delivery date you can choose is Thursday, November 26, 2026',
    );
    assert.equal(problem(morning, { date: '2026-11-26' }, delivery), null);
    const calendar = fulfilmentCalendar(defaults, {}, at(morning), 'delivery');
    assert.deepEqual([calendar.days[0].reason, calendar.days[1].available], ['too-soon', true]);
    assert.deepEqual(earliestFulfilment(defaults, {}, at(morning), 'delivery'), { date: '2026-11-26' });
    // Pickup still takes today.
    assert.equal(fulfilmentCalendar(defaults, {}, at(morning), 'pickup').days[0].available, true);

    const afternoon = '2026-11-25T19:00:00Z'; // 14:00, the cutoff
    assert.equal(
      problem(afternoon, { date: '2026-11-26' }, delivery),
      'Home delivery takes 24–48 hours from the order; the earliest delivery date you can choose is Friday, November 27, 2026',
    );
    assert.equal(problem(afternoon, { date: '2026-11-27' }, delivery), null);
    // A lead time counts on top: two days' notice plus delivery's day.
    const settings = settingsWith({ leadTimeDays: 2 });
    assert.match(problem(morning, { date: '2026-11-27' }, { ...delivery, settings })!, /Saturday, November 28, 2026$/);
    assert.equal(problem(morning, { date: '2026-11-28' }, { ...delivery, settings }), null);
  });

  it("gives the same answers whatever the server process's own zone is", () => {
    const before = process.env.TZ;
    const answers = ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'].map((zone) => {
      process.env.TZ = zone;
      const calendar = fulfilmentCalendar(defaults, {}, at('2026-11-25T18:59:00Z'), 'pickup');
      return JSON.stringify([calendar.today, calendar.days.slice(0, 3)]);
    });
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
    assert.equal(new Set(answers).size, 1, 'one answer for every process zone');
  });
});

describe('fulfilment schedule: lead time, closed days, blackouts, horizon, past', () => {
  it('adds the lead time to today (before the cutoff) or tomorrow (after it)', () => {
    const settings = settingsWith({ leadTimeDays: 2 });
    const before = '2026-11-25T15:00:00Z'; // 10:00 Wednesday
    assert.equal(
      problem(before, { date: '2026-11-26' }, { settings }),
      'Orders need 2 days notice; the earliest date you can choose is Friday, November 27, 2026',
    );
    assert.equal(problem(before, { date: '2026-11-27' }, { settings }), null);
    const after = '2026-11-25T19:00:00Z';
    assert.match(
      problem(after, { date: '2026-11-27' }, { settings })!,
      /earliest date you can choose is Saturday, November 28, 2026$/,
    );
    assert.equal(problem(after, { date: '2026-11-28' }, { settings }), null);
    assert.match(
      problem(before, { date: '2026-11-25' }, { settings: settingsWith({ leadTimeDays: 1 }) })!,
      /need 1 day notice/,
    );
  });

  it('refuses a closed weekday and a blackout date with the reason, and offers the days around them', () => {
    const settings = settingsWith({ closedWeekdays: [0], blackoutDates: ['2026-12-24'] });
    const now = '2026-11-25T15:00:00Z';
    assert.equal(
      problem(now, { date: '2026-11-29' }, { settings }),
      'The shop is closed on Sundays; please choose another date',
    );
    assert.equal(
      problem(now, { date: '2026-12-24' }, { settings }),
      'The shop is closed on Thursday, December 24, 2026; please choose another date',
    );
    const calendar = fulfilmentCalendar(settings, {}, at(now), 'delivery');
    assert.deepEqual(
      ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-23', '2026-12-24'].map(
        (date) => dayOf(calendar, date).reason ?? 'open',
      ),
      ['open', 'closed', 'open', 'open', 'blackout'],
    );
  });

  it('offers bookingHorizonDays days from today and refuses a date beyond them', () => {
    const now = '2026-11-25T15:00:00Z';
    const calendar = fulfilmentCalendar(defaults, {}, at(now), 'delivery');
    assert.equal(calendar.days.length, 30);
    assert.equal(calendar.days.at(-1)!.date, '2026-12-24');
    assert.equal(problem(now, { date: '2026-12-24' }), null);
    assert.equal(
      problem(now, { date: '2026-12-25' }),
      'Orders can be placed at most 30 days ahead, until Thursday, December 24, 2026',
    );
  });

  it('refuses a past date and one that is not a real date', () => {
    assert.equal(
      problem('2026-11-25T15:00:00Z', { date: '2026-11-24' }),
      'Tuesday, November 24, 2026 has passed; the earliest date you can choose is Wednesday, November 25, 2026',
    );
    assert.match(problem('2026-11-25T15:00:00Z', { date: '2026-02-30' })!, /must be a real date written YYYY-MM-DD/);
    assert.match(problem('2026-11-25T15:00:00Z', { date: '26-11-2026' })!, /must be a real date/);
  });
});

describe('fulfilment schedule: capacity', () => {
  it('offers a date until its places are taken; an override changes one date, 0 closes it to orders', () => {
    const now = '2026-11-25T15:00:00Z';
    const settings = settingsWith({
      dailyCapacity: 3,
      capacityOverrides: [
        { date: '2026-11-27', capacity: 5 },
        { date: '2026-11-28', capacity: 0 },
      ],
    });
    const booked = { '2026-11-26': 2, '2026-11-27': 4, '2026-11-30': 3 };
    assert.equal(problem(now, { date: '2026-11-26' }, { settings, booked }), null, '2 of 3');
    assert.equal(
      problem(now, { date: '2026-11-26' }, { settings, booked: { '2026-11-26': 3 } }),
      'Thursday, November 26, 2026 is fully booked; please choose another date',
    );
    assert.equal(problem(now, { date: '2026-11-27' }, { settings, booked }), null, '4 of 5');
    assert.equal(
      problem(now, { date: '2026-11-28' }, { settings, booked }),
      'The shop takes no orders for Saturday, November 28, 2026; please choose another date',
    );
    const calendar = fulfilmentCalendar(settings, booked, at(now), 'delivery');
    assert.deepEqual(
      ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-30'].map((date) => {
        const day = dayOf(calendar, date);
        return [day.booked, day.capacity, day.reason ?? 'open'];
      }),
      [
        [2, 3, 'open'],
        [4, 5, 'open'],
        [0, 0, 'full'],
        [3, 3, 'full'],
      ],
    );
    assert.deepEqual(earliestFulfilment(settings, { '2026-11-25': 3, '2026-11-26': 3 }, at(now), 'delivery'), {
      date: '2026-11-27',
    });
  });
});

describe('fulfilment schedule: pickup windows', () => {
  it('tiles the opening hours (Sunday 11:00–18:00, the last window shorter) and refuses a window that is not one', () => {
    assert.deepEqual(pickupWindowsFor(defaults, '2026-11-29'), [
      { start: '11:00', end: '13:00' },
      { start: '13:00', end: '15:00' },
      { start: '15:00', end: '17:00' },
      { start: '17:00', end: '18:00' },
    ]);
    assert.equal(pickupWindowsFor(defaults, '2026-11-30').length, 5, 'Monday 10:00–20:00');
    assert.equal(pickupWindowsFor(settingsWith({ pickupWindowMinutes: 30 }), '2026-11-30').length, 20);
    const now = '2026-11-25T15:00:00Z';
    const pickup = { mode: 'pickup' as const };
    assert.equal(problem(now, { date: '2026-11-29', window: { start: '17:00', end: '18:00' } }, pickup), null);
    assert.equal(
      problem(now, { date: '2026-11-29' }, pickup),
      'Please choose a pickup time window for Sunday, November 29, 2026',
    );
    assert.equal(
      problem(now, { date: '2026-11-29', window: { start: '10:00', end: '12:00' } }, pickup),
      '10:00–12:00 is not a pickup window on Sunday, November 29, 2026; the windows are 11:00–13:00, 13:00–15:00, 15:00–17:00, 17:00–18:00',
    );
    assert.equal(
      problem(now, { date: '2026-11-26', window: { start: '10:00', end: '12:00' } }, { mode: 'delivery' }),
      'A pickup window is chosen only for pickup; a delivery order gives just the date',
    );
  });

  it("refuses today's windows once they have started, and a day whose windows have all started is too late", () => {
    const now = '2026-11-25T16:30:00Z'; // 11:30 Wednesday
    const pickup = { mode: 'pickup' as const };
    assert.equal(
      problem(now, { date: '2026-11-25', window: { start: '10:00', end: '12:00' } }, pickup),
      'The pickup window 10:00–12:00 has already started; please choose a later one',
    );
    assert.equal(problem(now, { date: '2026-11-25', window: { start: '12:00', end: '14:00' } }, pickup), null);
    const today = fulfilmentCalendar(defaults, {}, at(now), 'pickup').days[0];
    assert.deepEqual(
      today.windows.map((window) => window.available),
      [false, true, true, true, true],
    );
    // With a late cutoff, at 19:30 every window of the day has begun: tomorrow's first is the earliest.
    const late = settingsWith({ sameDayCutoff: '23:59' });
    const evening = at('2026-11-26T00:30:00Z');
    assert.equal(fulfilmentCalendar(late, {}, evening, 'pickup').days[0].reason, 'too-soon');
    assert.equal(fulfilmentCalendar(late, {}, evening, 'delivery').days[1].available, true);
    assert.deepEqual(earliestFulfilment(late, {}, evening, 'pickup'), {
      date: '2026-11-26',
      window: { start: '10:00', end: '12:00' },
    });
  });
});

describe('fulfilment schedule: daylight-saving change days in New York', () => {
  it('2026-03-08 (clocks go forward at 02:00): the cutoff is 14:00 EDT, 18:00Z', () => {
    assert.equal(problem('2026-03-08T17:59:00Z', { date: '2026-03-08' }), null);
    assert.match(problem('2026-03-08T18:00:00Z', { date: '2026-03-08' })!, /^Orders for today close at 14:00/);
    // 15:00Z is 11:00 EDT: the 11:00 window has begun, the 13:00 one has not.
    const day = fulfilmentCalendar(defaults, {}, at('2026-03-08T15:00:00Z'), 'pickup').days[0];
    assert.equal(day.date, '2026-03-08');
    assert.deepEqual(
      day.windows.map(({ start, end, available }) => `${start}–${end}:${available}`),
      ['11:00–13:00:false', '13:00–15:00:true', '15:00–17:00:true', '17:00–18:00:true'],
    );
  });

  it('2026-11-01 (clocks go back at 02:00): 00:30 EDT is already the 1st; the cutoff is 14:00 EST, 19:00Z', () => {
    assert.equal(fulfilmentCalendar(defaults, {}, at('2026-11-01T04:30:00Z'), 'delivery').today, '2026-11-01');
    assert.equal(problem('2026-11-01T18:59:00Z', { date: '2026-11-01' }), null);
    assert.match(problem('2026-11-01T19:00:00Z', { date: '2026-11-01' })!, /^Orders for today close at 14:00/);
    // 15:59Z is 10:59 EST (it would be 11:59 at the summer offset): the 11:00 window is still ahead.
    const window = { start: '11:00', end: '13:00' };
    assert.equal(problem('2026-11-01T15:59:00Z', { date: '2026-11-01', window }, { mode: 'pickup' }), null);
    assert.match(
      problem('2026-11-01T16:00:00Z', { date: '2026-11-01', window }, { mode: 'pickup' })!,
      /has already started/,
    );
  });

  it('lists each day once across both changes', () => {
    for (const now of ['2026-03-01T15:00:00Z', '2026-10-20T15:00:00Z']) {
      const dates = fulfilmentCalendar(defaults, {}, at(now), 'delivery').days.map((day) => day.date);
      assert.equal(new Set(dates).size, 30);
      for (let n = 1; n < dates.length; n += 1) {
        assert.equal(
          Date.parse(dates[n]) - Date.parse(dates[n - 1]),
          86_400_000,
          `${dates[n]} follows ${dates[n - 1]}`,
        );
      }
    }
  });
});

describe('fulfilment schedule: formatting and settings', () => {
  it('formats a fulfilment for the SPA, the ticket and the mails', () => {
    assert.equal(formatFulfilment('delivery', { date: '2026-11-27' }), 'Delivery on Friday, November 27, 2026');
    assert.equal(
      formatFulfilment('pickup', { date: '2026-11-27', window: { start: '10:00', end: '12:00' } }),
      'Pickup on Friday, November 27, 2026, 10:00–12:00',
    );
  });

  it('validates the settings field by field with clear messages, and checks that each day opens before it closes', async () => {
    const errors = async (changes: Record<string, unknown>) => {
      const dto = plainToInstance(FulfilmentSettingsDto, { ...defaults, ...changes });
      return (await validate(dto)).flatMap((error) => [
        ...Object.values(error.constraints ?? {}),
        ...(error.children ?? []).flatMap((child) =>
          (child.children ?? []).flatMap((grand) => Object.values(grand.constraints ?? {})),
        ),
      ]);
    };
    assert.deepEqual(await errors({}), []);
    assert.deepEqual(await errors({ sameDayCutoff: '24:00' }), [
      'sameDayCutoff must be a time of day written HH:MM (24 h), like 14:00',
    ]);
    assert.deepEqual(await errors({ leadTimeDays: 15 }), ['leadTimeDays must be a whole number from 0 to 14']);
    assert.deepEqual(await errors({ dailyCapacity: 0 }), ['dailyCapacity must be a whole number from 1 to 1000']);
    assert.deepEqual(await errors({ closedWeekdays: [0, 1, 2, 3, 4, 5, 6] }), [
      'closedWeekdays must leave at least one weekday open',
    ]);
    assert.deepEqual(await errors({ closedWeekdays: [7] }), [
      'closedWeekdays must hold weekdays from 0 (Sunday) to 6 (Saturday)',
    ]);
    assert.deepEqual(await errors({ blackoutDates: ['2026-02-30'] }), [
      'blackoutDates must be a real date written YYYY-MM-DD, like 2026-11-27',
    ]);
    assert.deepEqual(await errors({ openingHours: defaults.openingHours.slice(1) }), [
      'openingHours must hold 7 days, Sunday first',
    ]);
    assert.deepEqual(await errors({ capacityOverrides: [{ date: '2026-12-01', capacity: -1 }] }), [
      'capacity must be a whole number from 0 to 1000',
    ]);
    const backwards = settingsWith({
      openingHours: defaults.openingHours.map((hours, day) => (day === 2 ? { open: '18:00', close: '09:00' } : hours)),
    });
    assert.equal(fulfilmentSettingsProblem(backwards), 'openingHours: Tuesday must open before it closes');
    assert.equal(fulfilmentSettingsProblem(defaults), null);
  });
});
