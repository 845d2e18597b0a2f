/** Customer sign-in by an e-mailed one-time code: the dialog, the in-memory session, the header icon. */
export { LoginDialogProvider } from './components/LoginDialogProvider';
export { LoginButton } from './components/LoginButton';
export { useLoginDialog } from './hooks/useLoginDialog';
export type { OpenLoginOptions } from './hooks/login-dialog-context';
