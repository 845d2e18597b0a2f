import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/icons';
import { useModalFocus } from './use-modal-focus';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** Shown as the dialog's heading and used as its accessible name (aria-labelledby). */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /**
   * `centered` for forms and confirmations, `sheet` for a panel sliding in from the right (the cart),
   * `sheet-left` for a narrower one from the left (the occasions' jump list on small screens).
   */
  variant?: 'centered' | 'sheet' | 'sheet-left';
  /** Sticks to the bottom of the panel (e.g. the cart's totals and buttons). */
  footer?: ReactNode;
  closeLabel?: string;
  testId?: string;
  closeTestId?: string;
}

/**
 * The one modal dialog of the app, for every overlay (cart, login, checkout, admin modals).
 * Rendered into <body> only while open; see useModalFocus for focus, Escape and inertness.
 * A click on the dimmed backdrop closes it too.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  variant = 'centered',
  footer,
  closeLabel = 'Close',
  testId,
  closeTestId,
}: DialogProps) {
  if (!open) return null;
  return createPortal(
    <OpenDialog {...{ title, onClose, variant, footer, closeLabel, testId, closeTestId }}>{children}</OpenDialog>,
    document.body,
  );
}

function OpenDialog({
  title,
  onClose,
  children,
  variant,
  footer,
  closeLabel,
  testId,
  closeTestId,
}: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalFocus(rootRef, panelRef, onClose);

  return (
    <div
      ref={rootRef}
      className={`dialog-backdrop dialog-backdrop--${variant}`}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panelRef}
        className={`dialog dialog--${variant}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={closeLabel} data-testid={closeTestId} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="dialog__body">{children}</div>
        {footer && <div className="dialog__footer">{footer}</div>}
      </div>
    </div>
  );
}
