import { useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ScreenBoundary } from '../../components/ScreenBoundary';
import { SkipLink } from '../../components/SkipLink';
import { CartDrawer } from '../../features/cart';
import { CheckoutOverlay } from './CheckoutOverlay';
import { Footer } from './Footer';
import { Header } from './Header';
import { useFocusMainAfterNavigation } from './useFocusMainAfterNavigation';
import { useProceedToCheckout } from './useProceedToCheckout';
import './layout.css';

const MAIN_ID = 'main';

/** Skip link, header, page and footer of every public route, plus the cart drawer and the checkout. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const { proceedToCheckout, isCheckoutOpen, closeCheckout } = useProceedToCheckout();
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainAfterNavigation(mainRef);

  return (
    <div className="site">
      <SkipLink targetId={MAIN_ID} />
      <Header />
      <main ref={mainRef} id={MAIN_ID} className="site-main" tabIndex={-1}>
        {/* Keyed by path: after a failed page, another page can still be opened. */}
        <ScreenBoundary key={pathname}>
          <Outlet />
        </ScreenBoundary>
      </main>
      <Footer />
      <CartDrawer onProceedToCheckout={proceedToCheckout} />
      <CheckoutOverlay open={isCheckoutOpen} onClose={closeCheckout} />
    </div>
  );
}
