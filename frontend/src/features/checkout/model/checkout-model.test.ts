import { describe, expect, it } from 'vitest';
import { US_STATES as SERVER_STATES } from '../../../../../libs/common/src/contracts/orders/us-states';
import { US_STATES } from '../../../config/us-states';
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

  it('offers exactly the 50 states the server accepts', () => {
    expect(US_STATES).toHaveLength(50);
    expect([...US_STATES]).toEqual([...SERVER_STATES]);
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
