import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { LoginDialogContext, type LoginDialogContextValue, type OpenLoginOptions } from '../hooks/login-dialog-context';
import { LoginDialog } from './LoginDialog';

/** Owns the login dialog's open state and renders the dialog once for the whole app. */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  // Kept for the e-mail code login: it calls this after a successful verification.
  const afterLoginRef = useRef<OpenLoginOptions['onLoggedIn']>(undefined);

  const openLogin = useCallback((options?: OpenLoginOptions) => {
    afterLoginRef.current = options?.onLoggedIn;
    setOpen(true);
  }, []);
  const closeLogin = useCallback(() => {
    afterLoginRef.current = undefined;
    setOpen(false);
  }, []);

  const value = useMemo<LoginDialogContextValue>(() => ({ isOpen, openLogin, closeLogin }), [isOpen, openLogin, closeLogin]);

  return (
    <LoginDialogContext.Provider value={value}>
      {children}
      <LoginDialog open={isOpen} onClose={closeLogin} />
    </LoginDialogContext.Provider>
  );
}
