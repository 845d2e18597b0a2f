import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CUSTOM_ORDER_DAYS_AHEAD } from '../../shop-rules/custom-order-limits.js';
import { deliveryDateProblem } from './custom-order.dto.js';

// Noon in New Jersey on 10 March 2026 (EDT from the 8th).
const NOW = new Date('2026-03-10T16:00:00Z');

describe("a custom order's delivery date", () => {
  it('may be none, today, or any day up to a year ahead', () => {
    assert.equal(CUSTOM_ORDER_DAYS_AHEAD, 365);
    for (const day of ['', '2026-03-10', '2026-03-11', '2026-12-31', '2027-03-10'])
      assert.equal(deliveryDateProblem(day, NOW), null, day);
  });

  it('refuses the past, the day after the year, and what is not a date', () => {
    assert.equal(deliveryDateProblem('2026-03-09', NOW), 'deliveryDate must not be in the past');
    assert.equal(deliveryDateProblem('2027-03-11', NOW), 'deliveryDate must be at most a year ahead, until 2027-03-10');
    assert.equal(deliveryDateProblem('2062-03-10', NOW), 'deliveryDate must be at most a year ahead, until 2027-03-10');
    assert.equal(deliveryDateProblem('2026-02-30', NOW), 'deliveryDate must be a real calendar day');
    assert.equal(deliveryDateProblem('10/03/2026', NOW), 'deliveryDate must be a date like 2026-05-20');
  });

  it("counts from the shop's day, not UTC's: late evening in New Jersey is still the same day", () => {
    const lateEvening = new Date('2026-03-11T03:30:00Z'); // 23:30 EDT on the 10th
    assert.equal(deliveryDateProblem('2026-03-10', lateEvening), null);
    assert.equal(
      deliveryDateProblem('2027-03-11', lateEvening),
      'deliveryDate must be at most a year ahead, until 2027-03-10',
    );
  });
});
