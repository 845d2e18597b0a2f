import type { DeliveryOption, Order, OrderItemRequestDto, OrderLine, PriceQuote } from '@flowershop/common/contracts';
import { ServiceError } from '@flowershop/common/errors';
import { DELIVERY_FEE, formatUsd } from '@flowershop/common/shop-rules';

/** Amounts in whole cents while adding, so 0.1 + 0.2 stays 0.30. */
const toCents = (dollars: number) => Math.round(dollars * 100);
const toDollars = (cents: number) => cents / 100;

export type PricedOrder = Pick<Order, 'cart' | 'subtotal' | 'deliveryFee' | 'total'>;

/** The quote has one entry per requested item, in order. */
export function priceOrder(
  items: readonly OrderItemRequestDto[],
  quote: PriceQuote,
  delivery: DeliveryOption,
): PricedOrder {
  const cart: OrderLine[] = items.map((item, index) => {
    const quoted = quote.items[index];
    return {
      kind: quoted.kind,
      productId: quoted.productId,
      name: quoted.name,
      quantity: item.quantity,
      basePrice: quoted.basePrice,
      totalPrice: quoted.unitPrice,
      price: quoted.unitPrice,
      selectedSheet: quoted.sheet && { id: quoted.sheet.id, name: quoted.sheet.name, price: quoted.sheet.price },
    };
  });
  const subtotalCents = cart.reduce((sum, line) => sum + toCents(line.totalPrice) * line.quantity, 0);
  const feeCents = delivery === 'delivery' ? toCents(DELIVERY_FEE) : 0;
  return {
    cart,
    subtotal: toDollars(subtotalCents),
    deliveryFee: toDollars(feeCents),
    total: toDollars(subtotalCents + feeCents),
  };
}

/** Nobody pays an amount they were not shown: 409 with the priced order in `details`, for the cart to show. */
export function refuseUnseenTotal(priced: PricedOrder, shownTotal: number | undefined): void {
  if (shownTotal === undefined || toCents(shownTotal) === toCents(priced.total)) return;
  throw new ServiceError(
    'ORDERS.PRICES_CHANGED',
    `Prices have changed since these items were added to your cart: the total is now ${formatUsd(priced.total)}, ` +
      `not ${formatUsd(shownTotal)}. Please check your cart and confirm again.`,
    409,
    { details: priced },
  );
}
