import { useContext } from 'react';
import { LoginDialogContext, type LoginDialogContextValue } from './login-dialog-context';

/** The one way to open the customer login dialog (header icon, checkout, My Orders) and to read who is signed in. */
export function useLoginDialog(): LoginDialogContextValue {
  const value = useContext(LoginDialogContext);
  if (!value) throw new Error('useLoginDialog must be used inside <LoginDialogProvider>');
  return value;
}
