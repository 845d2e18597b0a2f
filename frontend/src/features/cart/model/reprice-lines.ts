import type { OrderLine } from '../../../lib/api/schemas';
import type { CartLine } from '../../../lib/types/cart';

interface ServerPrices {
  price: number;
  basePrice: number;
  totalPrice: number;
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The server's prices for `line`, when `priced` is the same product's line and carries them all. */
function serverPrices(line: CartLine, priced: OrderLine | undefined): ServerPrices | undefined {
  if (!priced || priced.productId !== line.productId) return undefined;
  const { price, basePrice, totalPrice } = priced;
  return isAmount(price) && isAmount(basePrice) && isAmount(totalPrice) ? { price, basePrice, totalPrice } : undefined;
}

/**
 * The cart at the server's prices, so that it shows what the shopper would be charged. `priced`
 * is the server's pricing of the lines sent (an order's lines, as a `409 ORDERS.PRICES_CHANGED`
 * answer lists them: one per line, in the same order). Line i takes the prices of priced line
 * i; quantities, sheets and line ids stay. Each price field the line carries takes the server's,
 * and `totalPrice` is always set (the unit price is read from it first, SPEC §3), so a
 * keychain's `price`-only line is repriced too. When the two do not match line for line
 * (another count, another product at some position, a price missing), nothing says which price
 * goes where: the same `lines` come back, unchanged.
 */
export function repriceLines(lines: CartLine[], priced: readonly OrderLine[]): CartLine[] {
  if (lines.length !== priced.length) return lines;
  const prices = lines.map((line, index) => serverPrices(line, priced[index]));
  if (prices.includes(undefined)) return lines;

  return lines.map((line, index) => {
    const server = prices[index]!;
    const sheet = line.selectedSheet;
    const pricedSheet = priced[index]!.selectedSheet;
    return {
      ...line,
      ...(line.price !== undefined && { price: server.price }),
      ...(line.basePrice !== undefined && { basePrice: server.basePrice }),
      totalPrice: server.totalPrice,
      // The sheet's surcharge the line shows; only from the server's pricing of that same sheet.
      ...(sheet &&
        sheet.id === pricedSheet?.id &&
        isAmount(pricedSheet.price) && { selectedSheet: { ...sheet, price: pricedSheet.price } }),
    };
  });
}
