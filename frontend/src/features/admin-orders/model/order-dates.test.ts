import { describe, expect, it } from 'vitest';
import { dateOfChoice, fulfilmentText, shopDays } from './order-dates';
import { dayDeliveryFirst, dayPickup, oldOrder } from './order-test-data';

describe('order dates', () => {
  it("takes today and tomorrow in the shop's time zone, not the browser's", () => {
    // 03:30 UTC on the 27th is still the 26th in New Jersey.
    expect(shopDays(new Date('2026-11-27T03:30:00Z'))).toEqual({ today: '2026-11-26', tomorrow: '2026-11-27' });
    // Across the end of a month and of daylight saving (1 November 2026).
    expect(shopDays(new Date('2026-10-31T16:00:00Z'))).toEqual({ today: '2026-10-31', tomorrow: '2026-11-01' });
  });

  it('turns a choice into the date asked for: none for every date or a date not fully typed', () => {
    const now = new Date('2026-11-26T15:00:00Z');
    expect(dateOfChoice('all', '2026-12-01', now)).toBe('');
    expect(dateOfChoice('today', '', now)).toBe('2026-11-26');
    expect(dateOfChoice('tomorrow', '', now)).toBe('2026-11-27');
    expect(dateOfChoice('other', '2026-12-01', now)).toBe('2026-12-01');
    expect(dateOfChoice('other', '2026-02-30', now)).toBe('');
    expect(dateOfChoice('other', '', now)).toBe('');
  });

  it('reads the date (and a pickup window) an order is for; an older order has none', () => {
    expect(fulfilmentText(dayDeliveryFirst)).toBe('Delivery on Friday, November 27, 2026');
    expect(fulfilmentText(dayPickup)).toBe('Pickup on Friday, November 27, 2026, 10:00–12:00');
    expect(fulfilmentText(oldOrder)).toBe('—');
  });
});
