import { describe, expect, it } from 'vitest';
import { isUsState, US_STATES } from '@shop-rules/us-states';
import { EMPTY_CHECKOUT_FORM, isCheckoutFormComplete, REQUIRED_CHECKOUT_FIELDS, trimCheckoutForm } from './checkout-form';
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

  it('sends the values trimmed', () => {
    expect(trimCheckoutForm({ ...FILLED, firstName: '  Ada ', address2: '   ' })).toEqual({ ...FILLED, firstName: 'Ada', address2: '' });
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
