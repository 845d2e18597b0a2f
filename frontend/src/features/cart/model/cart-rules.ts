import type { CartItemInput, CartLine } from '../../../lib/types/cart';
import { unitPrice } from '../../../lib/unit-price';

/** Line identity: the product together with the chosen sheet, or none (SPEC §3). */
/** A line holds at most this many of one product; more is clamped down to it. */
export const MAX_LINE_QUANTITY = 99;

/** Whole numbers only: a quantity of 1 to 99 (more is clamped to 99). */
export function clampQuantity(quantity: number): number {
  return Math.min(Math.max(Math.floor(quantity), 1), MAX_LINE_QUANTITY);
}

export function lineIdFor(productId: string, sheetId?: string | null): string {
  return sheetId ? `${productId}-${sheetId}` : productId;
}

export function lineTotal(line: CartLine): number {
  return unitPrice(line) * line.quantity;
}

export function cartSubtotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

export function toCartLine(item: CartItemInput): CartLine {
  const { productId, quantity, ...rest } = item;
  return {
    ...rest,
    id: lineIdFor(productId, item.selectedSheet?.id),
    productId,
    selectedSheet: item.selectedSheet ?? null,
    quantity: quantity && quantity > 0 ? clampQuantity(quantity) : 1,
  };
}

/** Adding a line that already exists (same product and sheet) increases its quantity, up to 99. */
export function addItem(lines: readonly CartLine[], item: CartItemInput): CartLine[] {
  const incoming = toCartLine(item);
  const existing = lines.find((line) => line.id === incoming.id);
  if (!existing) return [...lines, incoming];
  return lines.map((line) => (line.id === incoming.id ? { ...line, quantity: clampQuantity(line.quantity + incoming.quantity) } : line));
}

/**
 * Setting a quantity of 0 or below removes the line (SPEC §4); above 99 it is clamped to 99.
 * A value that is not a whole number (1.5, NaN) is refused: the lines stay as they are.
 */
export function setQuantity(lines: readonly CartLine[], id: string, quantity: number): CartLine[] {
  if (!Number.isInteger(quantity)) return [...lines];
  if (quantity <= 0) return removeLine(lines, id);
  const allowed = clampQuantity(quantity);
  return lines.map((line) => (line.id === id ? { ...line, quantity: allowed } : line));
}

export function removeLine(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

export type CartAction =
  | { type: 'add'; item: CartItemInput }
  | { type: 'setQuantity'; id: string; quantity: number }
  | { type: 'remove'; id: string }
  | { type: 'clear' }
  /** A pure rule loaded with the code that needs it (e.g. `repriceLines`), not with the first page. */
  | { type: 'update'; update: (lines: CartLine[]) => CartLine[] };

export function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'add':
      return addItem(lines, action.item);
    case 'setQuantity':
      return setQuantity(lines, action.id, action.quantity);
    case 'remove':
      return removeLine(lines, action.id);
    case 'clear':
      return [];
    case 'update':
      return action.update(lines);
  }
}
