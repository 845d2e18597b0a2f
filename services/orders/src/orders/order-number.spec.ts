import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newOrderNumber } from './order-number.js';

describe('order numbers', () => {
  it('read BB-<the shop day>-<6 unambiguous characters>', () => {
    assert.match(newOrderNumber(new Date('2026-11-23T15:00:00Z')), /^BB-20261123-[A-HJKMNP-Z2-9]{6}$/);
  });

  it("carry the shop's day, not UTC's: 10 pm in New Jersey is still that day", () => {
    const lateEvening = new Date('2026-11-27T03:30:00Z'); // 22:30 on 26 November in New Jersey (EST)
    assert.match(newOrderNumber(lateEvening), /^BB-20261126-/);
    assert.match(newOrderNumber(lateEvening, 'Europe/Paris'), /^BB-20261127-/);
    const summerNight = new Date('2026-07-01T03:59:00Z'); // 23:59 on 30 June (EDT)
    assert.match(newOrderNumber(summerNight), /^BB-20260630-/);
  });
});
