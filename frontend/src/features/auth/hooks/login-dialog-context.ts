import { createContext } from 'react';
import type { Customer } from '../../../lib/api/schemas';

export interface OpenLoginOptions {
  /** Runs after a successful login (e.g. open the checkout, or reload My Orders). */
  onLoggedIn?: () => void;
}

/** The login dialog and the signed-in customer: one context, as both sit in the first page load. */
export interface LoginDialogContextValue {
  isOpen: boolean;
  openLogin: (options?: OpenLoginOptions) => void;
  /** Closes the dialog; `true` after a successful login also runs the opener's `onLoggedIn`. */
  closeLogin: (loggedIn?: boolean) => void;
  /** The signed-in customer, held in memory only: null after every page load (SPEC §4). */
  user: Customer | null;
  /** Sets the user after a verified code (the token is already stored by then). */
  signIn: (user: Customer) => void;
  /** Revokes the token on the server, then forgets user and token; toasts the outcome (SPEC §8). */
  logout: () => Promise<void>;
}

export const LoginDialogContext = createContext<LoginDialogContextValue | null>(null);
