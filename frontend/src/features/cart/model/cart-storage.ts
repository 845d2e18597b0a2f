import { STORAGE_KEYS } from '../../../config/storage-keys';
import { readJson, writeJson } from '../../../lib/storage';
import type { CartLine } from '../../../lib/types/cart';
import { clampQuantity } from './cart-rules';

function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (typeof line.id === 'string' || typeof line.id === 'number') && typeof line.quantity === 'number';
}

/**
 * Restores the cart saved in session storage `cart` (SPEC §4). Damaged data gives an empty
 * cart rather than a broken page; ids are kept as strings and names default to empty.
 */
export function loadCart(): CartLine[] {
  const stored = readJson('session', STORAGE_KEYS.cart);
  if (!Array.isArray(stored)) return [];
  return stored.filter(isCartLine).flatMap((line) => {
    if (!(Math.floor(line.quantity) > 0)) return [];
    const quantity = clampQuantity(line.quantity);
    return [{ ...line, id: String(line.id), name: typeof line.name === 'string' ? line.name : '', quantity }];
  });
}

/** Saves the whole cart; called after every change so a reload restores it. */
export function saveCart(lines: readonly CartLine[]): void {
  writeJson('session', STORAGE_KEYS.cart, lines);
}
