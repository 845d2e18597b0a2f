import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isRefusedForGood } from './smtp-refusal.js';

/** An error as nodemailer's SMTP connection makes it. */
const smtpError = (responseCode: number, command: string) =>
  Object.assign(new Error(`${responseCode} refused`), { responseCode, command });

describe('which SMTP refusals give a mail up', () => {
  it('a 5xx to the recipient or the content: this mail cannot go', () => {
    assert.equal(isRefusedForGood(smtpError(550, 'RCPT TO')), true);
    assert.equal(isRefusedForGood(smtpError(554, 'DATA')), true);
    assert.equal(isRefusedForGood(smtpError(552, 'MAIL FROM')), true, 'larger than the server takes');
  });

  it("a 5xx to the shop's set-up (sign-in, sender, greeting), a 4xx or no answer: tried again", () => {
    assert.equal(isRefusedForGood(smtpError(535, 'AUTH PLAIN')), false);
    assert.equal(isRefusedForGood(smtpError(530, 'MAIL FROM')), false);
    assert.equal(isRefusedForGood(smtpError(554, 'CONN')), false);
    assert.equal(isRefusedForGood(smtpError(451, 'MAIL FROM')), false);
    assert.equal(isRefusedForGood(new Error('connect ECONNREFUSED')), false);
  });
});
