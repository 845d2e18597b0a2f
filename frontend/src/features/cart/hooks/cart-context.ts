import { createContext } from 'react';
import type { CartItemInput, CartLine } from '../../../lib/types/cart';

export interface CartContextValue {
  lines: CartLine[];
  /** Number of lines (the header badge counts lines, not quantities). */
  lineCount: number;
  subtotal: number;
  addItem: (item: CartItemInput) => void;
  setQuantity: (id: string, quantity: number) => void;
  removeLine: (id: string) => void;
  clear: () => void;
  /** Applies a pure rule to the lines as they are then (e.g. `repriceLines` of model/reprice-lines). */
  updateLines: (update: (lines: CartLine[]) => CartLine[]) => void;
  isDrawerOpen: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
}

export const CartContext = createContext<CartContextValue | null>(null);
