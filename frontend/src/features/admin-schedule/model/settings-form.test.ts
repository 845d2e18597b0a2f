import { describe, expect, it } from 'vitest';
import { DEFAULT_FULFILMENT_SETTINGS } from '@shop-rules/fulfilment-schedule';
import { refusalByField, refusalInWords, toFormValues, toSettings } from './settings-form';

/** Names the server uses that the page never shows. */
const INTERNAL = /sameDayCutoff|leadTimeDays|closedWeekdays|blackoutDates|dailyCapacity|capacityOverrides|openingHours|pickupWindowMinutes|bookingHorizonDays|\.\d+\.|HH:MM/;

describe("the settings endpoint's refusals, in the page's words", () => {
  // Every refusal of PUT /api/admin/fulfilment-settings (FulfilmentSettingsDto; nested ones as the
  // gateway's validation prefixes them; the orders service's check of the whole), with the page's words.
  const refusals: [string, string][] = [
    ['closedWeekdays must leave at least one weekday open', 'At least one day must stay open.'],
    ['closedWeekdays must not repeat a weekday', 'Each weekday can be closed only once.'],
    ['closedWeekdays must be a list of weekdays from 0 (Sunday) to 6 (Saturday)', 'Closed days must be weekdays from Sunday to Saturday.'],
    ['closedWeekdays must hold weekdays from 0 (Sunday) to 6 (Saturday)', 'Closed days must be weekdays from Sunday to Saturday.'],
    ['sameDayCutoff must be a time of day written HH:MM (24 h), like 14:00', 'Same-day cutoff must be a time of day, like 14:00.'],
    ['leadTimeDays must be a whole number from 0 to 14', 'Lead time must be a whole number from 0 to 14.'],
    ['bookingHorizonDays must be a whole number from 7 to 90', 'Days shown ahead must be a whole number from 7 to 90.'],
    ['dailyCapacity must be a whole number from 1 to 1000', 'Orders per day must be a whole number from 1 to 1000.'],
    ['pickupWindowMinutes must be a whole number from 30 to 240', 'Pickup window must be a whole number from 30 to 240.'],
    ['blackoutDates must be a list of dates', 'Each holiday must be a real date.'],
    ['blackoutDates must hold at most 400 dates', 'Keep at most 400 holidays.'],
    ['blackoutDates must not repeat a date', 'A holiday is listed twice.'],
    ['blackoutDates must be a real date written YYYY-MM-DD, like 2026-11-27', 'Each holiday must be a real date.'],
    ['capacityOverrides must be a list of { date, capacity }', 'Each date with its own capacity needs a date and a number of orders.'],
    ['capacityOverrides must hold at most 400 dates', 'Keep at most 400 dates with their own capacity.'],
    ['capacityOverrides must not repeat a date', 'A date has its own capacity twice.'],
    ['capacityOverrides.0.date must be a real date written YYYY-MM-DD, like 2026-11-27', 'Each date with its own capacity must be a real date.'],
    ['capacityOverrides.1.capacity must be a whole number from 0 to 1000', 'Capacity must be a whole number from 0 to 1000.'],
    ['openingHours must be a list of 7 days, Sunday first', 'Opening hours must be given for all seven days.'],
    ['openingHours must hold 7 days, Sunday first', 'Opening hours must be given for all seven days.'],
    ['openingHours.2.open must be a time of day written HH:MM (24 h), like 14:00', "Tuesday's opening time must be a time of day, like 14:00."],
    ['openingHours.0.close must be a time of day written HH:MM (24 h), like 14:00', "Sunday's closing time must be a time of day, like 14:00."],
    ['openingHours: Tuesday must open before it closes', 'Tuesday must open before it closes.'],
    // The orders service's own check names nested fields bare.
    ['open must be a time of day written HH:MM (24 h), like 14:00', 'Opening and closing times must be a time of day, like 14:00.'],
    ['capacity must be a whole number from 0 to 1000', 'Capacity must be a whole number from 0 to 1000.'],
  ];

  it.each(refusals)('%s', (server, words) => {
    expect(refusalInWords(server)).toBe(words);
    expect(Object.values(refusalByField(server)).join(' ')).not.toMatch(INTERNAL);
  });

  it('names a setting the way the page does even in a refusal it does not know', () => {
    expect(refusalInWords('closedWeekdays should not be empty')).toBe('Closed every week should not be empty');
    expect(refusalInWords('openingHours.3 must be an object')).toBe('Opening hours must be an object');
    expect(refusalInWords('Orders are unavailable')).toBe('Orders are unavailable');
  });

  it('puts each reason under the setting it names, a reason with commas kept whole', () => {
    expect(
      refusalByField(
        'leadTimeDays must be a whole number from 0 to 14, openingHours must hold 7 days, Sunday first, closedWeekdays must leave at least one weekday open',
      ),
    ).toEqual({
      leadTimeDays: 'Lead time must be a whole number from 0 to 14.',
      openingHours: 'Opening hours must be given for all seven days.',
      closedWeekdays: 'At least one day must stay open.',
    });
    expect(refusalByField('property colour should not exist')).toEqual({ general: 'property colour should not exist' });
    expect(refusalByField('openingHours: Tuesday must open before it closes')).toEqual({
      openingHours: 'Tuesday must open before it closes.',
    });
  });
});

describe('the settings as saved', () => {
  const SUNDAY_HOURS = DEFAULT_FULFILMENT_SETTINGS.openingHours[0]!;

  it("sends a closed day's empty, incomplete or backwards hours as that weekday's default hours", () => {
    const values = toFormValues({ ...DEFAULT_FULFILMENT_SETTINGS, closedWeekdays: [0, 2, 3] });
    values.openingHours[0] = { open: '', close: '' };
    values.openingHours[2] = { open: '09:00', close: '' };
    values.openingHours[3] = { open: '18:00', close: '09:00' };
    const { openingHours, closedWeekdays } = toSettings(values);
    expect(closedWeekdays).toEqual([0, 2, 3]);
    expect(openingHours).toEqual(DEFAULT_FULFILMENT_SETTINGS.openingHours);
    expect(openingHours[0]).toEqual(SUNDAY_HOURS);
  });

  it("keeps a closed day's hours when they are whole, and an open day's as typed", () => {
    const values = toFormValues({ ...DEFAULT_FULFILMENT_SETTINGS, closedWeekdays: [0] });
    values.openingHours[0] = { open: '12:00', close: '16:00' };
    values.openingHours[1] = { open: '08:30', close: '17:00' };
    const { openingHours } = toSettings(values);
    expect(openingHours[0]).toEqual({ open: '12:00', close: '16:00' });
    expect(openingHours[1]).toEqual({ open: '08:30', close: '17:00' });
  });
});
