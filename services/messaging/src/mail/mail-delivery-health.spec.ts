import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MessagingConfig } from '../config/messaging.config.js';
import { MailDeliveryHealth } from './mail-delivery-health.js';

const STALL_MS = 60_000;
const T0 = Date.parse('2026-11-28T10:00:00.000Z');

function deliveryHealth(): MailDeliveryHealth {
  return new MailDeliveryHealth(Object.assign(new MessagingConfig(), { MAIL_STALL_ALERT_MS: STALL_MS }));
}

describe('mail delivery health', () => {
  it('is quiet while mail goes out, and through a failure shorter than the alert time', () => {
    const health = deliveryHealth();
    assert.equal(health.problem(T0), undefined);
    health.failed('421 closing', T0);
    assert.equal(health.problem(T0 + STALL_MS - 1), undefined);
  });

  it('names the first failure, the count and the last reason once nothing went out for the alert time', () => {
    const health = deliveryHealth();
    health.failed('421 closing', T0);
    health.failed('connect ECONNREFUSED 127.0.0.1:587', T0 + 30_000);
    assert.equal(
      health.problem(T0 + STALL_MS),
      'Mail: nothing sent since 2026-11-28T10:00:00.000Z (2 failed attempts; last: connect ECONNREFUSED 127.0.0.1:587)',
    );
  });

  it('names no e-mail address a server refused: /api/health is public', () => {
    const health = deliveryHealth();
    health.failed('550 5.1.1 <ann.lee@example.com>: Recipient address rejected; also "a b"@example.com', T0);
    assert.equal(
      health.problem(T0 + STALL_MS),
      'Mail: nothing sent since 2026-11-28T10:00:00.000Z (1 failed attempts; last: 550 5.1.1 <…@…>: Recipient ' +
        'address rejected; also …@…)',
    );
  });

  it('is healthy again as soon as a mail goes out, and counts anew from the next failure', () => {
    const health = deliveryHealth();
    health.failed('421 closing', T0);
    health.sent();
    assert.equal(health.problem(T0 + 2 * STALL_MS), undefined);
    health.failed('451 busy', T0 + 2 * STALL_MS);
    assert.equal(health.problem(T0 + 2 * STALL_MS + 1), undefined, 'the clock starts at the new failure');
    assert.match(
      health.problem(T0 + 3 * STALL_MS) ?? '',
      /since 2026-11-28T10:02:00.000Z \(1 failed attempts; last: 451 busy\)/,
    );
  });
});
