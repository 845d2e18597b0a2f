import type { CustomOrder } from '../../../lib/api/schemas';

/** An existing-product order sent on 2 March 2026. */
export function existingOrder(overrides: Partial<CustomOrder> = {}): CustomOrder {
  return {
    _id: 'c-existing',
    type: 'existing',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '609-555-0199',
    message: 'For my mother.\nShe loves lilies.',
    status: 'Pending',
    createdAt: '2026-03-02T10:00:00.000Z',
    productName: 'Blush Bouquet',
    changes: {
      flowers: ['Lilies', 'White roses'],
      colorTheme: 'Pastel pink',
      wrappingSheet: 'Cow',
      extras: ['Card: Happy birthday', 'Chocolates'],
    },
    ...overrides,
  };
}

/** An upload order with a picture, sent on 1 March 2026 (before the existing one). */
export function uploadOrder(overrides: Partial<CustomOrder> = {}): CustomOrder {
  return {
    _id: 'c-upload',
    type: 'upload',
    name: 'Alan Turing',
    email: 'alan@example.com',
    phone: '609-555-0142',
    message: 'Like this picture, please.',
    status: 'Pending',
    createdAt: '2026-03-01T10:00:00.000Z',
    uploadImage: '/api/images/custom-orders/abc.png',
    flowerType: 'Tulips',
    occasion: 'Anniversary',
    budget: '$80',
    deliveryDate: '2026-05-09',
    ...overrides,
  };
}
