import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

vi.mock('tabbable', async (original) => (await import('../../test/tabbable-in-jsdom')).tabbableInJsdom(original));

function Page({ variant }: { variant?: 'centered' | 'sheet' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="#behind">Behind</a>
      <Dialog open={open} onClose={() => setOpen(false)} title="Sign in" variant={variant} testId="dialog">
        <input aria-label="E-mail" />
        <button type="button">Send</button>
      </Dialog>
    </>
  );
}

function openDialog() {
  const { container } = render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, appRoot: container };
}

const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey });

describe('Dialog', () => {
  it('is a modal dialog named by its title', () => {
    openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Sign in');
  });

  it('moves focus into the dialog on opening', () => {
    openDialog();
    expect(screen.getByTestId('dialog').contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('keeps Tab and Shift+Tab cycling inside', () => {
    openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    const send = screen.getByRole('button', { name: 'Send' });

    send.focus();
    tab();
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(send);
    // Between the ends the browser moves focus itself; the trap leaves those keys alone.
    email.focus();
    expect(fireEvent.keyDown(email, { key: 'Tab' })).toBe(true);
  });

  it('makes the page behind inert while open and restores it on close', () => {
    const { appRoot } = openDialog();
    expect(appRoot.hasAttribute('inert')).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(appRoot.hasAttribute('inert')).toBe(false);
  });

  it('closes on Escape and gives focus back to the opener', () => {
    const { opener } = openDialog();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape when focus fell to <body> (a submit button turned disabled while its form is sent)', () => {
    const { opener } = openDialog();
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on the close button and on a click on the backdrop, not on a click inside', () => {
    const { opener } = openDialog();
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'E-mail' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.mouseDown(screen.getByTestId('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes the buttons of a region marked data-stays-interactive (a toast) into the Tab cycle', () => {
    // Like the toasts, the region is in <body> before the dialog opens, so it comes first.
    const toasts = document.createElement('div');
    toasts.setAttribute('data-stays-interactive', '');
    toasts.innerHTML = '<button type="button">OK</button><button type="button">Cancel</button>';
    document.body.append(toasts);
    openDialog();
    const [ok, cancel] = Array.from(toasts.querySelectorAll('button'));
    const close = screen.getByRole('button', { name: 'Close' });
    const send = screen.getByRole('button', { name: 'Send' });

    send.focus();
    tab();
    expect(document.activeElement).toBe(ok);
    // From OK to Cancel, and on from Cancel to the dialog, the browser moves focus itself.
    expect(fireEvent.keyDown(ok!, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(cancel!, { key: 'Tab' })).toBe(true);
    ok!.focus();
    tab(true);
    expect(document.activeElement).toBe(send);
    close.focus();
    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(true);
    toasts.remove();
  });

  it('brings focus lost with a vanished toast back into the dialog on Tab', () => {
    openDialog();
    (document.activeElement as HTMLElement).blur();
    tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('leaves regions marked data-stays-interactive usable', () => {
    const toasts = document.createElement('div');
    toasts.setAttribute('data-stays-interactive', '');
    document.body.append(toasts);
    openDialog();
    expect(toasts.hasAttribute('inert')).toBe(false);
    toasts.remove();
  });
});
