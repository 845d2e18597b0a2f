import type { Order, OrderLine } from '../../../lib/api/schemas';
import { record } from '../../../test/api-records';

/* Orders for the tests, as the gateway sends them. */

/** 2 × $45 (a $40 bouquet on a $5 sheet). */
export const sheetLine = record<OrderLine>({
  productId: 'b1',
  name: 'Rose Bouquet',
  quantity: 2,
  basePrice: 40,
  totalPrice: 45,
  price: 45,
  selectedSheet: { id: 'coach-pink', name: 'Coach Pink', price: 5 },
});

/** 1 × $12.50, no sheet. */
export const plainLine = record<OrderLine>({
  productId: 'k1',
  name: 'Mini Box',
  quantity: 1,
  basePrice: 12.5,
  totalPrice: 12.5,
  price: 12.5,
  selectedSheet: null,
});

/** An order with a sheet line and a plain line, delivered, with everything stored. */
export const fullOrder = record<Order>({
  _id: 'o-full',
  orderId: 'BB-20261123-K7Q2XM',
  status: 'Processing',
  delivery: 'delivery',
  subtotal: 102.5,
  deliveryFee: 10,
  total: 112.5,
  createdAt: '2026-11-23T12:00:00.000Z',
  userEmail: 'ada@example.com',
  form: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '609-555-0101',
    address1: '12 Rose Lane',
    address2: 'Apt 3',
    city: 'Princeton',
    state: 'New Jersey',
    postalCode: '08540',
  },
  cart: [sheetLine, plainLine],
});

/** An old order: no status, no stored totals, lines without totalPrice. */
export const oldOrder = record<Order>({
  _id: 'o-old',
  orderId: 'BB-20250101-OLD001',
  delivery: 'delivery',
  createdAt: '2025-01-01T12:00:00.000Z',
  userEmail: 'alan@example.com',
  form: {
    firstName: 'Alan',
    lastName: 'Turing',
    address1: '1 Enigma Rd',
    city: 'Trenton',
    state: 'New Jersey',
    postalCode: '08601',
  },
  cart: [
    { name: 'Tulips', quantity: 3, basePrice: 30, price: 25 },
    { name: 'Card', quantity: 2, price: '$2.50' },
  ],
});

export const pickupOrder = record<Order>({
  ...oldOrder,
  _id: 'o-pickup',
  orderId: 'BB-20250102-PICK01',
  delivery: 'pickup',
  cart: [{ name: 'Keychain', quantity: 1, price: 8 }],
});

/** The full order with a gift card message (issue 13); no price or $ in it, so none may show on the card. */
export const giftOrder = record<Order>({
  ...fullOrder,
  _id: 'o-gift',
  orderId: 'BB-20261124-GIFT01',
  form: { ...fullOrder.form, cardMessage: 'Happy birthday, Ada!\nWith love from Charles' },
});

/* A day's work (issue 13): three orders for Friday 27 November 2026, in the server's order for the date. */
export const DAY = '2026-11-27';

/** The first delivery of the day, with a gift card. */
export const dayDeliveryFirst = record<Order>({
  ...giftOrder,
  _id: 'o-day-1',
  orderId: 'BB-20261125-DAY001',
  fulfilment: { date: DAY },
});

/** The second delivery: a one-line address, no card. */
export const dayDeliverySecond = record<Order>({
  ...oldOrder,
  _id: 'o-day-2',
  orderId: 'BB-20261125-DAY002',
  status: 'Pending',
  form: { ...oldOrder.form, phone: '(609) 555-0199' },
  fulfilment: { date: DAY },
});

/** A pickup in the 10:00–12:00 window: last, and not on the driver's list. */
export const dayPickup = record<Order>({
  ...pickupOrder,
  _id: 'o-day-3',
  orderId: 'BB-20261125-DAY003',
  fulfilment: { date: DAY, window: { start: '10:00', end: '12:00' } },
});

/** A delivery for the same day that was cancelled: on the list, on neither of the day's prints. */
export const dayCancelledDelivery = record<Order>({
  ...fullOrder,
  _id: 'o-day-4',
  orderId: 'BB-20261125-DAY004',
  status: 'Cancelled',
  form: { ...fullOrder.form, firstName: 'Grace', lastName: 'Hopper', address1: '9 Cobol Court' },
  fulfilment: { date: DAY },
});
