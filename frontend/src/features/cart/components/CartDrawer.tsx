import { useRef } from 'react';
import { CloseIcon } from '../../../components/icons/icons';
import { formatPrice } from '../../../lib/format-price';
import { useCloseOnEscape } from '../../../lib/use-close-on-escape';
import { useCart } from '../hooks/useCart';
import { CartLineItem } from './CartLineItem';
import './cart.css';

interface CartDrawerProps {
  /** What Proceed to Checkout does; the app decides (login first, then checkout). */
  onProceedToCheckout: () => void;
}

/** The slide-in cart (SPEC §2 overlays). It stays mounted so it can slide; closed it is hidden. */
export function CartDrawer({ onProceedToCheckout }: CartDrawerProps) {
  const { lines, subtotal, setQuantity, removeLine, clear, isDrawerOpen, closeDrawer } = useCart();
  const panelRef = useRef<HTMLElement>(null);

  useCloseOnEscape(isDrawerOpen, closeDrawer, panelRef);

  const state = isDrawerOpen ? 'open' : 'closed';
  return (
    <>
      <div className={`cart-backdrop cart-backdrop--${state}`} aria-hidden="true" onClick={closeDrawer} />
      <aside
        ref={panelRef}
        className={`cart-drawer cart-drawer--${state}`}
        role="dialog"
        aria-modal={isDrawerOpen}
        aria-label="Shopping cart"
        aria-hidden={!isDrawerOpen}
        tabIndex={-1}
        data-testid="cart-drawer"
        data-state={state}
      >
        <header className="cart-drawer__header">
          <h2 className="cart-drawer__title">Your Cart</h2>
          <button
            type="button"
            className="icon-button"
            aria-label="Close cart"
            data-testid="cart-close"
            onClick={closeDrawer}
          >
            <CloseIcon />
          </button>
        </header>

        {lines.length === 0 ? (
          <p className="cart-drawer__empty" data-testid="cart-empty">
            Cart is empty.
          </p>
        ) : (
          <ul className="cart-drawer__lines" data-testid="cart-lines">
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} onQuantityChange={setQuantity} onRemove={removeLine} />
            ))}
          </ul>
        )}

        <footer className="cart-drawer__footer">
          {lines.length > 0 && (
            <p className="cart-drawer__subtotal">
              <span>Subtotal</span>
              <strong data-testid="cart-subtotal">{formatPrice(subtotal)}</strong>
            </p>
          )}
          <div className="cart-drawer__buttons">
            <button type="button" className="button button--secondary" data-testid="cart-clear" onClick={clear}>
              Clear Cart
            </button>
            <button
              type="button"
              className="button button--primary"
              data-testid="cart-checkout"
              onClick={onProceedToCheckout}
            >
              Proceed to Checkout
            </button>
          </div>
        </footer>
      </aside>
    </>
  );
}
