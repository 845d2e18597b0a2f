import { useCallback } from 'react';
import toast from 'react-hot-toast';
import type { AddToCart } from '../../../lib/types/cart';
import { useCart } from './useCart';

/** Adds a product line and confirms with the '{name} added to cart' toast (SPEC §8, DESIGN §8.7). */
export function useAddToCart(): AddToCart {
  const { addItem } = useCart();
  return useCallback(
    (item) => {
      addItem(item);
      toast.success(`${item.name} added to cart`);
    },
    [addItem],
  );
}
