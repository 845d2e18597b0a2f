import { useCallback, useState } from 'react';
// The hook's own module, not the feature's index: importing the index from this lazy chunk makes
// the bundler split the first-load code into more chunks (+0.9 kB gzip measured).
import { useLoginDialog } from '../../features/auth/hooks/useLoginDialog';
import { MyOrdersPage } from '../../features/my-orders';

const reloadPage = () => window.location.reload();

/**
 * Wires My Orders to the login dialog (features do not import each other): after a login
 * started from here the page reloads and lists the orders (SPEC §2). `reload` is for tests.
 * A login started elsewhere (the header's icon, Proceed to Checkout) does not reload, as the
 * checkout may follow it, and a logout does not either: the page is drawn anew instead, so it
 * reads the new token (or its absence) and lists that customer's orders, or none.
 */
export default function MyOrdersRoute({ reload = reloadPage }: { reload?: () => void }) {
  const { openLogin, user } = useLoginDialog();
  const askToLogIn = useCallback(() => openLogin({ onLoggedIn: reload }), [openLogin, reload]);
  const [signInGeneration, setSignInGeneration] = useState(0);
  const [seenUser, setSeenUser] = useState(user);
  if (user !== seenUser) {
    setSeenUser(user);
    setSignInGeneration(signInGeneration + 1);
  }
  return <MyOrdersPage key={signInGeneration} signInGeneration={signInGeneration} onLoginNeeded={askToLogIn} />;
}
