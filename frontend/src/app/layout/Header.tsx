import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CloseIcon, FlowerLogo, MenuIcon, OrdersIcon } from '../../components/icons/icons';
import { ORDERS_PATH } from '../../config/navigation';
import { SHOP } from '../../config/shop';
import { LoginButton } from '../../features/auth';
import { CartButton } from '../../features/cart';
import { useCloseOnEscape } from '../../lib/use-close-on-escape';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';

const MOBILE_MENU_ID = 'mobile-menu';

/** Public header: logo, links, orders / login / cart icons; a hamburger menu on narrow screens. */
export function Header() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobileMenu = useCallback(() => setMobileOpen(false), []);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  // Focus in the menu would be lost as it closes: Escape hands it to the toggle.
  const closeMobileMenuToToggle = useCallback(() => {
    setMobileOpen(false);
    menuToggleRef.current?.focus();
  }, []);
  const location = useLocation();

  useEffect(() => setMobileOpen(false), [location.key]);
  useCloseOnEscape(mobileOpen, closeMobileMenuToToggle);

  // The menu is not modal, but it covers the page: once focus moves on past the header (Tab after
  // its last link), it closes rather than hide the focused element. Focus going nowhere (another
  // window) keeps it open.
  const closeMenuWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (mobileOpen && next instanceof Node && !event.currentTarget.contains(next)) closeMobileMenu();
  };

  return (
    <header className="site-header" data-testid="site-header" onBlur={closeMenuWhenFocusLeaves}>
      <div className="site-header__inner">
        <button
          ref={menuToggleRef}
          type="button"
          className="icon-button site-header__menu-toggle"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={mobileOpen}
          aria-controls={MOBILE_MENU_ID}
          data-testid="mobile-menu-button"
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? <CloseIcon /> : <MenuIcon />}
        </button>

        <Link to="/" className="site-header__logo" data-testid="logo-link">
          <FlowerLogo />
          <span className="site-header__logo-text">{SHOP.name}</span>
        </Link>

        <MainNav />

        <div className="site-header__actions">
          <Link to={ORDERS_PATH} className="icon-button" aria-label="Orders" title="My Orders" data-testid="orders-link">
            <OrdersIcon />
          </Link>
          <LoginButton />
          <CartButton />
        </div>
      </div>

      {mobileOpen && <MobileMenu id={MOBILE_MENU_ID} onNavigate={closeMobileMenu} />}
    </header>
  );
}
