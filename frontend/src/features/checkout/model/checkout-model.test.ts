import { describe, expect, it } from 'vitest';
import { isUsState, US_STATES } from '@shop-rules/us-states';
import { CARD_MESSAGE_MAX, cardCountAnnouncement, cardMessageLeft, cardMessageToSend } from './card-message';
import {
  EMPTY_CHECKOUT_FORM,
  isCheckoutFormComplete,
  missingCheckoutFields,
  missingFieldsHint,
  REQUIRED_CHECKOUT_FIELDS,
  trimCheckoutForm,
} from './checkout-form';
import { deliveryCharge, orderTotal } from './delivery';

const FILLED = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: 'x',
  address1: '12 Garden Road',
  address2: '',
  city: 'Princeton',
  state: 'New Jersey',
  postalCode: '1',
};

describe('checkout form rules (SPEC §5)', () => {
  it('requires the eight fields, not address2', () => {
    expect([...REQUIRED_CHECKOUT_FIELDS].sort()).toEqual(
      ['firstName', 'lastName', 'email', 'phone', 'address1', 'city', 'state', 'postalCode'].sort(),
    );
    expect(isCheckoutFormComplete(EMPTY_CHECKOUT_FORM)).toBe(false);
    expect(isCheckoutFormComplete(FILLED)).toBe(true);
  });

  it('counts a field of spaces, tabs or line breaks as empty', () => {
    for (const name of REQUIRED_CHECKOUT_FIELDS) {
      expect(isCheckoutFormComplete({ ...FILLED, [name]: ' \t\n ' }), name).toBe(false);
      expect(isCheckoutFormComplete({ ...FILLED, [name]: undefined }), name).toBe(false);
    }
  });

  it("names the blank required fields, in the form's order, in the hint beside Next", () => {
    const missing = missingCheckoutFields({ ...FILLED, postalCode: '', firstName: '   ', address2: '' });
    expect(missing).toEqual(['firstName', 'postalCode']);
    expect(missingFieldsHint(missing)).toBe('Fill in every required field to continue: First name, ZIP code.');
    expect(missingCheckoutFields(FILLED)).toEqual([]);
  });

  it('sends the values trimmed, and a card message only when there is one', () => {
    expect(trimCheckoutForm({ ...FILLED, firstName: '  Ada ', address2: '   ', cardMessage: '' })).toEqual({ ...FILLED, firstName: 'Ada', address2: '' });
    expect(trimCheckoutForm({ ...FILLED, cardMessage: ' \n  ' })).toEqual(FILLED);
    expect(trimCheckoutForm({ ...FILLED, cardMessage: '  Happy birthday!\r\nLove, Ann \n' })).toEqual({
      ...FILLED,
      cardMessage: 'Happy birthday!\nLove, Ann',
    });
  });

  it('does not require the card message', () => {
    expect(REQUIRED_CHECKOUT_FIELDS).not.toContain('cardMessage');
    expect(isCheckoutFormComplete({ ...FILLED, cardMessage: '' })).toBe(true);
  });

  it('takes the 50 states by full name, not DC, territories or abbreviations (SPEC §9)', () => {
    expect(new Set(US_STATES).size).toBe(50);
    expect(isUsState('New Jersey')).toBe(true);
    for (const other of ['District of Columbia', 'Puerto Rico', 'NJ', 'new jersey', '']) expect(isUsState(other), other).toBe(false);
  });
});

describe('order total (SPEC §9)', () => {
  it('adds the flat $10 for delivery only', () => {
    expect(deliveryCharge('pickup')).toBe(0);
    expect(deliveryCharge('delivery')).toBe(10);
    expect(orderTotal(58, 'pickup')).toBe(58);
    expect(orderTotal(58, 'delivery')).toBe(68);
  });

  it('keeps whole cents', () => {
    expect(orderTotal(0.1 + 0.2, 'pickup')).toBe(0.3);
    expect(orderTotal(12.345, 'delivery')).toBe(22.35);
  });
});

describe('card message (issue 13)', () => {
  it('shares the 250-character limit with the server and counts what is left', () => {
    expect(CARD_MESSAGE_MAX).toBe(250);
    expect(cardMessageLeft('')).toBe(250);
    expect(cardMessageLeft('x'.repeat(240))).toBe(10);
    expect(cardMessageLeft('x'.repeat(300))).toBe(0);
    expect(cardMessageToSend('  a\r\nb\rc  ')).toBe('a\nb\nc');
  });

  it('announces the count only at 50, 20 and 10 left and when full, not at every keystroke', () => {
    const said = (before: number, after: number) => cardCountAnnouncement(before, after);
    // Typing one character at a time from empty to full: four announcements.
    const heard: string[] = [];
    for (let length = 1; length <= CARD_MESSAGE_MAX; length += 1) {
      const text = said(length - 1, length);
      if (text) heard.push(text);
    }
    expect(heard).toEqual([
      '50 characters left for the card message.',
      '20 characters left for the card message.',
      '10 characters left for the card message.',
      'The card message is full: 250 of 250 characters.',
    ]);
    expect(said(10, 11)).toBeNull();
    // A paste says where it landed.
    expect(said(0, 245)).toBe('5 characters left for the card message.');
    expect(said(0, 1)).toBeNull();
    // Deleting back above a mark clears the region, so reaching it again is said again.
    expect(said(250, 245)).toBe('');
    expect(said(205, 190)).toBe('');
    expect(said(245, 244)).toBeNull();
    expect(said(245, 250)).toBe('The card message is full: 250 of 250 characters.');
    expect(said(248, 249)).toBeNull();
    expect(said(200, 249)).toBe('1 character left for the card message.');
  });
});
