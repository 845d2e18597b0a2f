import { useLoginDialog } from '../../features/auth';
import { useCart } from '../../features/cart';
import { CheckoutDialog } from '../../features/checkout';

interface CheckoutOverlayProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Hands the cart and the signed-in e-mail to the checkout (features do not import each other).
 * Its own component, so cart changes re-render only the checkout, not the whole layout.
 */
export function CheckoutOverlay({ open, onClose }: CheckoutOverlayProps) {
  const { lines, subtotal, clear } = useCart();
  const { user } = useLoginDialog();
  return (
    <CheckoutDialog
      open={open}
      onClose={onClose}
      lines={lines}
      subtotal={subtotal}
      onOrderPlaced={clear}
      signedInEmail={user?.email}
    />
  );
}
