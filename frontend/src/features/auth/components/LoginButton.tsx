import { UserIcon } from '../../../components/icons/icons';
import { useLoginDialog } from '../hooks/useLoginDialog';

/** Header login icon (SPEC §2); becomes a logout icon once the customer login exists. */
export function LoginButton() {
  const { openLogin, isOpen } = useLoginDialog();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label="Login"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      data-testid="login-button"
      onClick={() => openLogin()}
    >
      <UserIcon />
    </button>
  );
}
