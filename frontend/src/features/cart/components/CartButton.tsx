import { CartIcon } from '../../../components/icons/icons';
import { useCart } from '../hooks/useCart';
import './cart.css';

/** Header cart icon; the badge shows the number of lines (SPEC §2). */
export function CartButton() {
  const { lineCount, openDrawer, isDrawerOpen } = useCart();
  return (
    <button
      type="button"
      className="icon-button cart-button"
      aria-label="Cart"
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
  );
}
