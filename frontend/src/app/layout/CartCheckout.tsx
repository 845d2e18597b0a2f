import { useCallback } from 'react';
import { useLoginDialog } from '../../features/auth';
import { useCart } from '../../features/cart';
import { repriceLines } from '../../features/cart/model/reprice-lines';
import { CheckoutDialog } from '../../features/checkout';
import type { OrderLine } from '../../lib/api/schemas';

export interface CartCheckoutProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Hands the cart and the signed-in e-mail to the checkout (features do not import each other),
 * and brings the cart to the server's prices when it refused an order over them. Loaded lazily
 * (see CheckoutOverlay), with the checkout, so this wiring and the repricing rule stay out of
 * the first page load.
 */
export function CartCheckout({ open, onClose }: CartCheckoutProps) {
  const { lines, subtotal, clear, updateLines } = useCart();
  const { user } = useLoginDialog();
  const reprice = useCallback(
    (priced: readonly OrderLine[]) => updateLines((current) => repriceLines(current, priced)),
    [updateLines],
  );
  return (
    <CheckoutDialog
      open={open}
      onClose={onClose}
      lines={lines}
      subtotal={subtotal}
      onOrderPlaced={clear}
      onPricesChanged={reprice}
      signedInEmail={user?.email}
    />
  );
}
