import { LogoutIcon, UserIcon } from '../../../components/icons/icons';
import { useLoginDialog } from '../hooks/useLoginDialog';

/** Header login icon (SPEC §2); a logout icon while a customer is signed in. */
export function LoginButton() {
  const { openLogin, isOpen, user, logout } = useLoginDialog();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={user ? 'Logout' : 'Login'}
      aria-haspopup={user ? undefined : 'dialog'}
      aria-expanded={user ? undefined : isOpen}
      data-testid={user ? 'logout-button' : 'login-button'}
      onClick={() => (user ? void logout() : openLogin())}
    >
      {user ? <LogoutIcon /> : <UserIcon />}
    </button>
  );
}
