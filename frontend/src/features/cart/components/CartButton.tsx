import { createPortal } from 'react-dom';
import { STAYS_INTERACTIVE_ATTRIBUTE } from '../../../components/Dialog/stays-interactive';
import { CartIcon } from '../../../components/icons/icons';
import { useCart } from '../hooks/useCart';
import { useCountAnnouncement } from '../hooks/useCountAnnouncement';
import './cart.css';

export function cartLabel(lineCount: number): string {
  return `Cart, ${lineCount} ${lineCount === 1 ? 'item' : 'items'}`;
}

/**
 * Header cart icon; the badge shows the number of lines (SPEC §2). Its name carries the count
 * ('Cart, 3 items') and a polite live region announces changes. The live region sits outside the
 * app root so it still speaks while a dialog makes the page inert.
 */
export function CartButton() {
  const { lineCount, openDrawer, isDrawerOpen } = useCart();
  const announcement = useCountAnnouncement(lineCount, cartLabel);
  return (
    <>
      <button
        type="button"
        className="icon-button cart-button"
        aria-label={cartLabel(lineCount)}
        aria-haspopup="dialog"
        aria-expanded={isDrawerOpen}
        data-testid="cart-button"
        onClick={openDrawer}
      >
        <CartIcon />
        <span className="cart-button__badge" data-testid="cart-badge" aria-hidden="true">
          {lineCount}
        </span>
      </button>
      {createPortal(
        <div
          className="visually-hidden"
          role="status"
          aria-live="polite"
          data-testid="cart-count-announcement"
          {...{ [STAYS_INTERACTIVE_ATTRIBUTE]: '' }}
        >
          {announcement}
        </div>,
        document.body,
      )}
    </>
  );
}
