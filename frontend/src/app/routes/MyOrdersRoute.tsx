import { useCallback } from 'react';
// The hook's own module, not the feature's index: importing the index from this lazy chunk makes
// the bundler split the first-load code into more chunks (+0.9 kB gzip measured).
import { useLoginDialog } from '../../features/auth/hooks/useLoginDialog';
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
