import { useCallback } from 'react';
import { useLoginDialog } from '../../features/auth';
import { MyOrdersPage } from '../../features/my-orders';

const reloadPage = () => window.location.reload();

/**
 * Wires My Orders to the login dialog (features do not import each other): after a login
 * started from here the page reloads and lists the orders (SPEC §2). `reload` is for tests.
 */
export default function MyOrdersRoute({ reload = reloadPage }: { reload?: () => void }) {
  const { openLogin } = useLoginDialog();
  const askToLogIn = useCallback(() => openLogin({ onLoggedIn: reload }), [openLogin, reload]);
  return <MyOrdersPage onLoginNeeded={askToLogIn} />;
}
