/** Customer sign-in: for now the dialog wiring; the e-mail code steps come later. */
export { LoginDialogProvider } from './components/LoginDialogProvider';
export { LoginButton } from './components/LoginButton';
export { useLoginDialog } from './hooks/useLoginDialog';
export type { OpenLoginOptions } from './hooks/login-dialog-context';
