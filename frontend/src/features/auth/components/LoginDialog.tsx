import { Modal } from '../../../components/Modal';

interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Placeholder for the two-step e-mail code login (SPEC §2 overlays). The real steps replace
 * the body; the open/close wiring through useLoginDialog stays as it is.
 */
export function LoginDialog({ open, onClose }: LoginDialogProps) {
  return (
    <Modal open={open} title="Login" onClose={onClose} testId="login-modal">
      <p>Signing in with a one-time code sent to your e-mail is coming soon.</p>
      <p>Meanwhile you can keep browsing and filling your cart.</p>
      <button type="button" className="button button--primary" onClick={onClose}>
        OK
      </button>
    </Modal>
  );
}
