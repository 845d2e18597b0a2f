import { useLayoutEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './order-print.css';

/** While a print sheet is on the page, print CSS hides everything but it (see order-print.css). */
const PRINTING_CLASS = 'is-printing-order';

/**
 * What is about to be printed: a child of <body> outside the app, hidden on screen, so printing
 * shows it alone (one ticket, a day's tickets one per page, or the driver's list).
 */
export function PrintSheet({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.body.classList.add(PRINTING_CLASS);
    return () => document.body.classList.remove(PRINTING_CLASS);
  }, []);

  return createPortal(
    <div className="order-print" data-testid="order-print">
      {children}
    </div>,
    document.body,
  );
}
