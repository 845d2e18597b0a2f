import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { BrowserRouter, Link, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';
import { leaveModalEntries, MODAL_ENTRY } from './modal-entry';

vi.mock('tabbable', async (original) => (await import('../../test/tabbable-in-jsdom')).tabbableInJsdom(original));

/** A page with a cart (a link to a product inside), a confirmation above it, and a checkout that replaces it. */
function Shop() {
  const [cart, setCart] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [checkout, setCheckout] = useState(false);
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{`${location.pathname} ${location.key}`}</p>
      <button type="button" onClick={() => setCart(true)}>
        Cart
      </button>
      <Dialog open={cart} onClose={() => setCart(false)} title="Your Cart" closeLabel="Close cart">
        <Link to="/bouquets/rose" onClick={() => setCart(false)}>
          Rose
        </Link>
        <button type="button" onClick={() => setConfirm(true)}>
          Clear Cart
        </button>
        <button
          type="button"
          onClick={() => {
            setCart(false);
            setCheckout(true);
          }}
        >
          Proceed to Checkout
        </button>
      </Dialog>
      <Dialog open={confirm} onClose={() => setConfirm(false)} title="Empty the cart?" closeLabel="Keep the cart">
        <button type="button">Yes</button>
      </Dialog>
      <Dialog open={checkout} onClose={() => setCheckout(false)} title="Checkout" closeLabel="Close checkout">
        <input aria-label="Name" />
      </Dialog>
    </>
  );
}

/** Lets jsdom's history steps (timer tasks) and the popstate handling they lead to run. */
async function settle(): Promise<void> {
  await act(async () => {
    for (let task = 0; task < 8; task++) await new Promise((done) => setTimeout(done, 0));
  });
}

async function browserBack(): Promise<void> {
  window.history.back();
  await settle();
}

/** Back closes the last open dialog and stays on `path`; the next Back leaves for `before`. */
async function backClosesThenLeaves(path: string, before: string): Promise<void> {
  await browserBack();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(window.location.pathname).toBe(path);
  await browserBack();
  expect(window.location.pathname).toBe(before);
}

async function browserForward(): Promise<void> {
  window.history.forward();
  await settle();
}

let pages = 0;

/** The shop at a fresh address, with a page before it in history; returns both paths. */
function openShop({ strict = false } = {}) {
  pages += 1;
  const before = `/before-${pages}`;
  const path = `/page-${pages}`;
  // As React Router leaves them: its state in `usr`, the location's `key`, the entry's `idx`.
  window.history.pushState({ usr: null, key: `before-${pages}`, idx: 1 }, '', before);
  window.history.pushState({ usr: { from: 'list' }, key: `page-${pages}`, idx: 2 }, '', path);
  const shop = (
    <BrowserRouter>
      <Shop />
    </BrowserRouter>
  );
  render(strict ? <StrictMode>{shop}</StrictMode> : shop);
  return { before, path, location: screen.getByTestId('location').textContent };
}

const modalEntry = () => (window.history.state as Record<string, { id: string; depth: number } | undefined> | null)?.[MODAL_ENTRY];
/** The titles of the open dialogs, in the order they were opened. */
const dialogNames = () =>
  screen.queryAllByRole('dialog').map((dialog) => document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent);

async function openCart() {
  const opener = screen.getByRole('button', { name: 'Cart' });
  opener.focus();
  fireEvent.click(opener);
  await settle();
  return opener;
}

describe('Dialog and the browser history', () => {
  it('pushes one entry at the same address, keeping the router state (usr, key, idx)', async () => {
    const { path } = openShop();
    const pageState = window.history.state as Record<string, unknown>;
    const length = window.history.length;
    await openCart();
    expect(window.history.length).toBe(length + 1);
    expect(window.location.pathname).toBe(path);
    expect(window.history.state).toEqual({ ...pageState, [MODAL_ENTRY]: { id: expect.any(String), depth: 1 } });
    expect(pageState).toEqual({ usr: { from: 'list' }, key: `page-${pages}`, idx: 2 });
  });

  it('in StrictMode (development: effects run twice) still one entry, and Back closes the dialog', async () => {
    const { path } = openShop({ strict: true });
    const length = window.history.length;
    await openCart();
    expect(window.history.length).toBe(length + 1);
    expect(modalEntry()?.depth).toBe(1);
    await browserBack();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname).toBe(path);
  });

  it('Back closes the dialog and stays on the page (same route, same location key), focus back on the opener', async () => {
    const { path, location } = openShop();
    expect(location).toBe(`${path} page-${pages}`);
    const opener = await openCart();
    expect(screen.getByRole('dialog', { name: 'Your Cart' })).toBeTruthy();

    await browserBack();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname).toBe(path);
    // The same key: the router saw no new location, so nothing scrolls to the top.
    expect(screen.getByTestId('location').textContent).toBe(location);
    expect(modalEntry()).toBeUndefined();
    expect(document.activeElement).toBe(opener);
  });

  it('after closing with the X (or Escape), the next Back leaves the page as usual', async () => {
    const { before, path } = openShop();
    const opener = await openCart();
    fireEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(modalEntry()).toBeUndefined();
    expect(window.location.pathname).toBe(path);
    expect(document.activeElement).toBe(opener);

    await browserBack();
    expect(window.location.pathname).toBe(before);

    // And Escape does the same.
    await browserForward();
    await openCart();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await settle();
    expect(modalEntry()).toBeUndefined();
    await browserBack();
    expect(window.location.pathname).toBe(before);
  });

  it('Forward after Back does not reopen the dialog, and Back from there leaves the page in one step', async () => {
    const { before, path } = openShop();
    await openCart();
    await browserBack();
    expect(screen.queryByRole('dialog')).toBeNull();

    await browserForward();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname).toBe(path);
    expect(modalEntry()).toBeUndefined();

    await browserBack();
    expect(window.location.pathname).toBe(before);
  });

  it('a dialog above another pushes its own entry; Back closes only the top one', async () => {
    const { before, path } = openShop();
    await openCart();
    const clear = screen.getByRole('button', { name: 'Clear Cart' });
    clear.focus();
    fireEvent.click(clear);
    await settle();
    expect(dialogNames()).toEqual(['Your Cart', 'Empty the cart?']);
    expect(modalEntry()?.depth).toBe(2);

    await browserBack();
    expect(dialogNames()).toEqual(['Your Cart']);
    expect(modalEntry()?.depth).toBe(1);
    expect(document.activeElement).toBe(clear);
    expect(window.location.pathname).toBe(path);

    await backClosesThenLeaves(path, before);
  });

  it('closing the top dialog with its X goes back over its entry only', async () => {
    const { path } = openShop();
    await openCart();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Keep the cart' }));
    await settle();
    expect(dialogNames()).toEqual(['Your Cart']);
    expect(modalEntry()?.depth).toBe(1);

    await browserBack();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname).toBe(path);
  });

  it('a dialog closed for another in the same render (cart → checkout) leaves one entry, not two or none', async () => {
    const { before, path } = openShop();
    await openCart();
    const length = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await settle();
    expect(dialogNames()).toEqual(['Checkout']);
    expect(window.history.length).toBe(length);
    expect(modalEntry()?.depth).toBe(1);

    await backClosesThenLeaves(path, before);
  });

  it('a link followed inside the dialog takes the place of its entry: Back returns to the page it was over', async () => {
    const { path } = openShop();
    await openCart();
    const length = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Rose' }));
    await settle();
    // Replaced, not pushed above it: Back from the product page never stops on the dialog's leftover entry.
    expect(window.history.length).toBe(length);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname).toBe('/bouquets/rose');
    expect(screen.getByTestId('location').textContent).toMatch(/^\/bouquets\/rose /);
    expect(modalEntry()).toBeUndefined();

    await browserBack();
    expect(window.location.pathname).toBe(path);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a navigation right after a close, while its Back is under way, still lands on the new page', async () => {
    const { path } = openShop();
    await openCart();
    fireEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    // The close's Back has been asked for (in a microtask) but has not arrived yet.
    await act(async () => {});
    window.history.pushState({}, '', '/contact');
    await settle();
    expect(window.location.pathname).toBe('/contact');
    await browserBack();
    expect(window.location.pathname).toBe(path);
  });
});

describe('Dialog and the browser history, as the page is left', () => {
  it('a dialog closed as the page reloads (My Orders after its login) keeps its entry: going back would cancel the reload', async () => {
    // One fixed time for the whole test, long before any other test's: what it notes does not last.
    vi.spyOn(performance, 'now').mockReturnValue(-10_000);
    const { path } = openShop();
    await openCart();
    const entry = modalEntry();
    window.dispatchEvent(new Event('beforeunload'));
    fireEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(modalEntry()).toEqual(entry);
    expect(window.location.pathname).toBe(path);
  });
});

describe('leaveModalEntries (start-up)', () => {
  it("goes back over the dialog entries a reload landed on, to the page's own", () => {
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    window.history.replaceState({ idx: 3, [MODAL_ENTRY]: { id: 'before-reload', depth: 2 } }, '');
    leaveModalEntries();
    expect(go).toHaveBeenCalledWith(-2);

    go.mockClear();
    window.history.replaceState({ idx: 3 }, '');
    leaveModalEntries();
    expect(go).not.toHaveBeenCalled();
  });
});
