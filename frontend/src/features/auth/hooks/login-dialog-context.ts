import { createContext } from 'react';

export interface OpenLoginOptions {
  /** Runs after a successful login (e.g. open the checkout, or reload My Orders). */
  onLoggedIn?: () => void;
}

export interface LoginDialogContextValue {
  isOpen: boolean;
  openLogin: (options?: OpenLoginOptions) => void;
  closeLogin: () => void;
}

export const LoginDialogContext = createContext<LoginDialogContextValue | null>(null);
