import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { getCustomerToken } from '../../../lib/auth-tokens';
import { useMyOrders } from '../hooks/useMyOrders';
import { OrderCard } from './OrderCard';
import './my-orders.css';

interface MyOrdersPageProps {
  /** Opens the login dialog; the app reloads the page after that login (SPEC §2). */
  onLoginNeeded: () => void;
  /**
   * Counts the sign-ins and sign-outs seen while the page is open; the app draws the page anew
   * at each. Only on arrival (0) does a visitor without a token get the login dialog at once: after
   * a sign-out the page just says how to see orders again.
   */
  signInGeneration?: number;
}

/**
 * `/orders`: the signed-in customer's orders, newest first (SPEC §2). It goes by the token in
 * session storage, not the in-memory login (DESIGN §8.4): without one it asks to log in. A failed
 * read is only logged (SPEC §8): the page stays, without a list.
 */
export function MyOrdersPage({ onLoginNeeded, signInGeneration = 0 }: MyOrdersPageProps) {
  // Read once: a login from here reloads the page, and one elsewhere draws it anew.
  const [token] = useState(getCustomerToken);
  const { data: orders, status } = useMyOrders(token, signInGeneration);
  const askOnArrival = signInGeneration === 0;

  const loginButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (token !== null || !askOnArrival) return;
    // Opened on arrival (a reload, a link), the dialog would hand the focus back to <body> when
    // dismissed: from this page's own Log in button it comes back there instead.
    if (document.activeElement === null || document.activeElement === document.body) loginButton.current?.focus();
    onLoginNeeded();
  }, [token, askOnArrival, onLoginNeeded]);

  return (
    <div className="page my-orders" data-testid="my-orders-page">
      <h1 className="my-orders__title">My Orders</h1>

      {token === null && (
        <div className="my-orders__notice" data-testid="my-orders-login">
          <p>Please log in to see your orders.</p>
          <button ref={loginButton} type="button" className="button button--primary" onClick={onLoginNeeded}>
            Log in
          </button>
        </div>
      )}

      {/* Always present, so "loading" and its end are announced. */}
      <p className="my-orders__notice" role="status">
        {status === 'pending' && token !== null ? 'Loading your orders...' : ''}
      </p>

      {status === 'success' && orders.length === 0 && (
        <div className="my-orders__notice" data-testid="my-orders-empty">
          <p>You have not placed any orders yet.</p>
          <Link className="button button--secondary" to="/occasions">
            Browse gifts
          </Link>
        </div>
      )}

      {status === 'success' && orders.length > 0 && (
        <ol className="my-orders__list" aria-label="Your orders, newest first" data-testid="my-orders-list">
          {orders.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
