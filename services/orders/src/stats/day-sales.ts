import type { Order, TopProduct } from '@flowershop/common/contracts';

/** One shop day's sales: its orders that are not cancelled, their totals in cents, units per product. */
export interface DaySales {
  orders: number;
  revenueCents: number;
  /** Every product ordered that day, named as on its latest order of the day. */
  products: TopProduct[];
}

const productKey = ({ kind, productId }: Pick<TopProduct, 'kind' | 'productId'>) => `${kind}:${productId}`;

/** Adds up product units; a later entry's name wins (entries come oldest first). */
function addProducts(into: Map<string, TopProduct>, products: readonly TopProduct[]): void {
  for (const product of products) {
    const key = productKey(product);
    const quantity = (into.get(key)?.quantity ?? 0) + product.quantity;
    into.set(key, { ...product, quantity });
  }
}

/** Whole cents, so sums stay exact (0.1 + 0.2 is 30 cents). */
export function salesOf(orders: readonly Pick<Order, 'status' | 'total' | 'cart' | 'createdAt'>[]): DaySales {
  const sold = orders
    .filter((order) => order.status !== 'Cancelled')
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  const products = new Map<string, TopProduct>();
  for (const order of sold) {
    addProducts(
      products,
      order.cart.map(({ kind, productId, name, quantity }) => ({ kind, productId, name, quantity })),
    );
  }
  return {
    orders: sold.length,
    revenueCents: sold.reduce((sum, order) => sum + Math.round(order.total * 100), 0),
    products: [...products.values()],
  };
}

/** Days oldest first. */
export function addSales(days: readonly DaySales[]): DaySales {
  const products = new Map<string, TopProduct>();
  for (const day of days) addProducts(products, day.products);
  return {
    orders: days.reduce((sum, day) => sum + day.orders, 0),
    revenueCents: days.reduce((sum, day) => sum + day.revenueCents, 0),
    products: [...products.values()],
  };
}

/** The `count` products with the most units, ties by name. */
export function topProducts(products: readonly TopProduct[], count: number): TopProduct[] {
  return [...products].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name)).slice(0, count);
}
