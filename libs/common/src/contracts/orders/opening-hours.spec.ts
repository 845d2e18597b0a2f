import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_FULFILMENT_SETTINGS, type FulfilmentSettings } from '../../shop-rules/fulfilment-schedule.js';
import { shopOpeningHours, summarizeWeek, weekOf } from '../../shop-rules/opening-hours.js';

const withHours = (changes: Partial<FulfilmentSettings>): FulfilmentSettings => ({
  ...DEFAULT_FULFILMENT_SETTINGS,
  ...changes,
});

describe('opening hours as shoppers read them', () => {
  it('summarizes the default week in one line, Monday first', () => {
    assert.equal(summarizeWeek(weekOf(DEFAULT_FULFILMENT_SETTINGS)), 'Mon–Sat 10:00–20:00 · Sun 11:00–18:00');
  });

  it('reads a closed weekday as closed, whatever hours it still holds', () => {
    const settings = withHours({ closedWeekdays: [0, 1] });
    const week = weekOf(settings);
    assert.deepEqual(
      week.filter((day) => day.hours === null).map((day) => day.weekday),
      [1, 0],
    );
    assert.equal(summarizeWeek(week), 'Mon closed · Tue–Sat 10:00–20:00 · Sun closed');
  });

  it('keeps days with different hours apart and a lone day without a range', () => {
    const hours = [...DEFAULT_FULFILMENT_SETTINGS.openingHours];
    hours[3] = { open: '09:00', close: '13:00' };
    hours[6] = { open: '09:00', close: '13:00' };
    assert.equal(
      summarizeWeek(weekOf(withHours({ openingHours: hours }))),
      'Mon–Tue 10:00–20:00 · Wed 09:00–13:00 · Thu–Fri 10:00–20:00 · Sat 09:00–13:00 · Sun 11:00–18:00',
    );
  });

  it('lists the holidays of the next 30 days only, today included', () => {
    const settings = withHours({ blackoutDates: ['2026-11-26', '2026-11-27', '2026-12-25', '2026-12-28'] });
    const answer = shopOpeningHours(settings, '2026-11-27', 'America/New_York');
    assert.deepEqual(answer.upcomingClosures, ['2026-11-27', '2026-12-25']);
    assert.equal(answer.timeZone, 'America/New_York');
    assert.equal(answer.week.length, 7);
    assert.equal(answer.summary, 'Mon–Sat 10:00–20:00 · Sun 11:00–18:00');
  });
});
