import { useState } from 'react';
import toast from 'react-hot-toast';
import { Dialog } from '../../../components/Dialog';
import { requestOtp, verifyOtp } from '../api/customer-auth';
import { useLoginDialog } from '../hooks/useLoginDialog';
import { isApiError } from '../../../lib/api/api-error';
import { serverMessageOr } from '../model/error-text';
import { OneFieldStep } from './OneFieldStep';

// Logging out rides in this already loaded chunk: one lazy chunk for sign-in and sign-out keeps
// the first page load small (only a signed-in customer, who loaded this dialog, can log out).
export { logOut } from '../model/log-out';

interface LoginDialogProps {
  open: boolean;
  /** `true` after a successful verification. */
  onClose: (loggedIn?: boolean) => void;
}

/** Two-step e-mail code login (SPEC §2, §4): the e-mail step, then the code step once a code was sent. */
export function LoginDialog({ open, onClose }: LoginDialogProps) {
  return (
    <Dialog open={open} title="Login" onClose={() => onClose()} testId="login-modal">
      {/* Rendered only while open, so every opening starts again at the e-mail step. */}
      <LoginSteps onLoggedIn={() => onClose(true)} />
    </Dialog>
  );
}

/**
 * One toast per step: a repeated failure replaces the previous toast, and the step's success
 * replaces its failure, so pressing Verify again never piles toasts over the dialog.
 */
const SEND_CODE_TOAST_ID = 'login-send-code';
const VERIFY_CODE_TOAST_ID = 'login-verify-code';

/** A code as e-mailed is six digits; one copied or typed in groups ("123 456") is the same code. */
const normaliseCode = (code: string) => code.replace(/\s+/g, '');

/** The address had its codes for now, but the latest one still works: the code step is where to go. */
const isRecentlySent = (error: unknown) => isApiError(error) && error.code === 'IDENTITY.OTP_RECENTLY_SENT';

function LoginSteps({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { signIn } = useLoginDialog();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [sentEarlier, setSentEarlier] = useState(false);

  const sendCode = async (email: string) => {
    try {
      await requestOtp(email);
    } catch (error) {
      toast.error(serverMessageOr(error, 'Failed to send OTP'), { id: SEND_CODE_TOAST_ID });
      if (isRecentlySent(error)) {
        setSentEarlier(true);
        setCodeSentTo(email);
      }
      return;
    }
    toast.success('OTP sent to your email!', { id: SEND_CODE_TOAST_ID });
    setSentEarlier(false);
    setCodeSentTo(email);
  };

  const verifyCode = async (otp: string) => {
    if (codeSentTo === null) return;
    try {
      const { user } = await verifyOtp(codeSentTo, normaliseCode(otp));
      signIn({ email: user?.email ?? codeSentTo });
    } catch (error) {
      toast.error(serverMessageOr(error, 'Invalid OTP'), { id: VERIFY_CODE_TOAST_ID });
      return;
    }
    // Signed in: what the e-mail step said about its code is stale.
    toast.dismiss(SEND_CODE_TOAST_ID);
    toast.success('Login successful!', { id: VERIFY_CODE_TOAST_ID });
    onLoggedIn();
  };

  if (codeSentTo === null) {
    return (
      <OneFieldStep
        key="email"
        label="E-mail"
        emptyMessage="Please enter a valid email!"
        submitLabel="Send code"
        onSubmit={sendCode}
        testId="login-email"
        inputProps={{ type: 'email', autoComplete: 'email', inputMode: 'email' }}
      />
    );
  }
  return (
    <>
      <p data-testid="login-code-hint">
        {sentEarlier
          ? `Codes were already sent to ${codeSentTo} in the last few minutes: enter the latest one.`
          : `We sent a one-time code to ${codeSentTo}.`}{' '}
        <button type="button" className="link-button" onClick={() => setCodeSentTo(null)} data-testid="login-change-email">
          Use another e-mail
        </button>
      </p>
      <OneFieldStep
        key="code"
        label="One-time code"
        emptyMessage="Please enter the OTP!"
        submitLabel="Verify"
        onSubmit={verifyCode}
        testId="login-code"
        inputProps={{ type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' }}
      />
    </>
  );
}
