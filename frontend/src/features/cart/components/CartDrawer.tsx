import { useRef } from 'react';
import { Dialog } from '../../../components/Dialog';
import { formatPrice } from '../../../lib/format-price';
import { useCart } from '../hooks/useCart';
import { useFocusAfterLineRemoval } from '../hooks/useFocusAfterLineRemoval';
import { CartLineItem } from './CartLineItem';
import './cart.css';

interface CartDrawerProps {
  /** What Proceed to Checkout does; the app decides (login first, then checkout). */
  onProceedToCheckout: () => void;
}

/** The slide-in cart (SPEC §2 overlays): the shared dialog as a side sheet. */
export function CartDrawer({ onProceedToCheckout }: CartDrawerProps) {
  const { lines, subtotal, setQuantity, removeLine, clear, isDrawerOpen, closeDrawer } = useCart();
  const isEmpty = lines.length === 0;
  const listRef = useRef<HTMLUListElement>(null);
  const emptyTextRef = useRef<HTMLParagraphElement>(null);
  useFocusAfterLineRemoval(lines, listRef, emptyTextRef);

  const footer = (
    <>
      {!isEmpty && (
        <p className="cart-drawer__subtotal">
          <span>Subtotal</span>
          <strong data-testid="cart-subtotal">{formatPrice(subtotal)}</strong>
        </p>
      )}
      <div className="cart-drawer__buttons">
        {/* Nothing to clear or check out in an empty cart. */}
        <button type="button" className="button button--secondary" data-testid="cart-clear" disabled={isEmpty} onClick={clear}>
          Clear Cart
        </button>
        <button
          type="button"
          className="button button--primary"
          data-testid="cart-checkout"
          disabled={isEmpty}
          onClick={onProceedToCheckout}
        >
          Proceed to Checkout
        </button>
      </div>
    </>
  );

  return (
    <Dialog
      open={isDrawerOpen}
      onClose={closeDrawer}
      variant="sheet"
      title="Your Cart"
      closeLabel="Close cart"
      testId="cart-drawer"
      closeTestId="cart-close"
      footer={footer}
    >
      {isEmpty ? (
        <p ref={emptyTextRef} className="cart-drawer__empty" tabIndex={-1} data-testid="cart-empty">
          Cart is empty.
        </p>
      ) : (
        <ul ref={listRef} className="cart-drawer__lines" data-testid="cart-lines">
          {lines.map((line) => (
            <CartLineItem key={line.id} line={line} onQuantityChange={setQuantity} onRemove={removeLine} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
