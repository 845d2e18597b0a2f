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
  isDrawerOpen: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
}

export const CartContext = createContext<CartContextValue | null>(null);
