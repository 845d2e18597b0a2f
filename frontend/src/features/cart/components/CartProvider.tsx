import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import type { CartItemInput, CartLine } from '../../../lib/types/cart';
import { CartContext, type CartContextValue } from '../hooks/cart-context';
import { cartReducer, cartSubtotal } from '../model/cart-rules';
import { loadCart, saveCart } from '../model/cart-storage';

/** Holds the cart, restored from session storage on load and saved after every change. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [lines, dispatch] = useReducer(cartReducer, undefined, loadCart);
  const restored = useRef(lines);
  const [isDrawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    // The lines as restored are in storage already: writing them back from the first render's
    // effect only risked overwriting whatever the tab stored between that render and its effect.
    if (lines !== restored.current) saveCart(lines);
  }, [lines]);

  const addItem = useCallback((item: CartItemInput) => dispatch({ type: 'add', item }), []);
  const setQuantity = useCallback((id: string, quantity: number) => dispatch({ type: 'setQuantity', id, quantity }), []);
  const removeLine = useCallback((id: string) => dispatch({ type: 'remove', id }), []);
  const clear = useCallback(() => dispatch({ type: 'clear' }), []);
  const updateLines = useCallback(
    (update: (lines: CartLine[]) => CartLine[]) => dispatch({ type: 'update', update }),
    [],
  );
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const value = useMemo<CartContextValue>(
    () => ({
      lines,
      lineCount: lines.length,
      subtotal: cartSubtotal(lines),
      addItem,
      setQuantity,
      removeLine,
      clear,
      updateLines,
      isDrawerOpen,
      openDrawer,
      closeDrawer,
    }),
    [lines, addItem, setQuantity, removeLine, clear, updateLines, isDrawerOpen, openDrawer, closeDrawer],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
