import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../../../lib/api/schemas';
import type { CartLine } from '../../../lib/types/cart';
import { cartSubtotal } from './cart-rules';
import { repriceLines } from './reprice-lines';
import { record, records } from '../../../test/api-records';

const cow = { id: 'cow', name: 'Cow', price: 4, image: '/sheets/cow.png' } as const;

/** A bouquet from its page ($58 with the Cow sheet, × 2) and a keychain ($12): subtotal $128. */
const bouquet: CartLine = {
  id: 'bq1-cow',
  productId: 'bq1',
  name: 'Spring Bouquet',
  image: '/img/bq1.png',
  basePrice: 54,
  totalPrice: 58,
  selectedSheet: cow,
  quantity: 2,
};
const keychain: CartLine = {
  id: 'k1',
  productId: 'k1',
  name: 'Star Charm',
  price: 12,
  quantity: 1,
  selectedSheet: null,
};
const LINES = [bouquet, keychain];

/** The server's pricing once the bouquet went up to $66 and the Cow sheet to $5. */
const PRICED = records<OrderLine>([
  {
    productId: 'bq1',
    name: 'Spring Bouquet',
    quantity: 2,
    basePrice: 66,
    totalPrice: 71,
    price: 71,
    selectedSheet: { id: 'cow', name: 'Cow', price: 5 },
  },
  { productId: 'k1', name: 'Star Charm', quantity: 1, basePrice: 12, totalPrice: 12, price: 12, selectedSheet: null },
]);

describe('repriceLines', () => {
  it("gives each line the server's prices, so the subtotal is what would be charged", () => {
    const repriced = repriceLines(LINES, PRICED);
    expect(repriced).toEqual([
      { ...bouquet, basePrice: 66, totalPrice: 71, selectedSheet: { ...cow, price: 5 } },
      { ...keychain, price: 12, totalPrice: 12 },
    ]);
    expect(cartSubtotal(repriced)).toBe(71 * 2 + 12);
  });

  it('keeps ids, quantities, names, images and the sheet chosen; changes nothing it was given', () => {
    const before = structuredClone(LINES);
    const repriced = repriceLines(LINES, PRICED);
    expect(repriced.map(({ id, quantity, name, image }) => ({ id, quantity, name, image }))).toEqual(
      LINES.map(({ id, quantity, name, image }) => ({ id, quantity, name, image })),
    );
    expect(repriced[0]!.selectedSheet).toMatchObject({ id: 'cow', name: 'Cow', image: '/sheets/cow.png' });
    expect(LINES).toEqual(before);
  });

  it('reprices a line that carries only `price` (keychains) through totalPrice, read first', () => {
    const [, line] = repriceLines(LINES, [PRICED[0]!, { ...PRICED[1]!, basePrice: 15, totalPrice: 15, price: 15 }]);
    expect(line).toEqual({ ...keychain, price: 15, totalPrice: 15 });
    expect(line).not.toHaveProperty('basePrice');
  });

  it("leaves a sheet's price alone unless the server priced that same sheet", () => {
    const [line] = repriceLines(
      [bouquet],
      [{ ...PRICED[0]!, selectedSheet: { id: 'coach-pink', name: 'Coach Pink', price: 9 } }],
    );
    expect(line!.selectedSheet).toEqual(cow);
    expect(line!.totalPrice).toBe(71);
  });

  it.each<[string, readonly OrderLine[]]>([
    ['fewer lines', [PRICED[0]!]],
    ['more lines', [...PRICED, PRICED[1]!]],
    ['no lines', []],
    ['the lines in another order', [PRICED[1]!, PRICED[0]!]],
    ['another product', [PRICED[0]!, { ...PRICED[1]!, productId: 'k2' }]],
    ['a price missing', [PRICED[0]!, record<OrderLine>({ ...PRICED[1]!, totalPrice: undefined })]],
    ['a price that is not a number', [PRICED[0]!, record<OrderLine>({ ...PRICED[1]!, basePrice: '$12' })]],
    ['a line that is not one', [PRICED[0]!, null as unknown as OrderLine]],
  ])('leaves the cart as it is when the server priced %s', (_case, priced) => {
    expect(repriceLines(LINES, priced)).toBe(LINES);
  });
});
