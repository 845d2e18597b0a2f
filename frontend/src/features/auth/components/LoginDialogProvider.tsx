import { useCallback, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import type { Customer } from '../../../lib/api/schemas';
import type { LoginDialog as LoginDialogType } from './LoginDialog';
import { LoginDialogContext, type LoginDialogContextValue, type OpenLoginOptions } from '../hooks/login-dialog-context';
import { lazyOverlay } from '../../../lib/lazy-overlay';

// The dialog's chunk (sign-in and sign-out) stays out of the first page load: fetched when idle, shown on open.
const loadLoginChunk = () => import('./LoginDialog');
const LoginDialog = lazyOverlay<ComponentProps<typeof LoginDialogType>>(() =>
  loadLoginChunk().then(({ LoginDialog }) => ({ default: LoginDialog })),
);

/**
 * Owns the login dialog's open state and the signed-in customer, and renders the dialog once for
 * the whole app. The customer is kept in memory only, so every page load starts logged out even
 * when session storage still holds a token (SPEC §4).
 */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [user, setUser] = useState<Customer | null>(null);
  // What the opener wants done after a successful login (e.g. continue to the checkout).
  const afterLoginRef = useRef<OpenLoginOptions['onLoggedIn']>(undefined);

  const openLogin = useCallback((options?: OpenLoginOptions) => {
    afterLoginRef.current = options?.onLoggedIn;
    setOpen(true);
  }, []);
  // `true` after a successful verification: then the opener's follow-up runs.
  const closeLogin = useCallback((loggedIn?: boolean) => {
    const afterLogin = afterLoginRef.current;
    afterLoginRef.current = undefined;
    setOpen(false);
    if (loggedIn === true) afterLogin?.();
  }, []);
  // Only a customer who signed in through the dialog can log out, so its chunk (which also holds
  // the API client) is already loaded: the import cannot fail and costs no request.
  const logout = useCallback(() => loadLoginChunk().then(({ logOut }) => logOut(() => setUser(null))), []);

  const value = useMemo<LoginDialogContextValue>(
    () => ({ isOpen, openLogin, closeLogin, user, signIn: setUser, logout }),
    [isOpen, openLogin, closeLogin, user, logout],
  );

  return (
    <LoginDialogContext.Provider value={value}>
      {children}
      <LoginDialog open={isOpen} onClose={closeLogin} />
    </LoginDialogContext.Provider>
  );
}
