import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { App } from './App';

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<App />);
}

// `hidden: true`: the occasions drop-down's links count too while the list is closed.
const hrefs = (root: HTMLElement) => within(root).getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'));

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The skip link is the first stop of the page and hands focus to the layout's <main>. */
function expectSkipLinkTo(mainId: string) {
  const skip = screen.getByRole('link', { name: 'Skip to content' });
  expect(document.querySelector(FOCUSABLE)).toBe(skip);
  const main = screen.getByRole('main');
  expect(main.id).toBe(mainId);
  expect(main.tabIndex).toBe(-1);
  skip.focus();
  fireEvent.click(skip);
  expect(document.activeElement).toBe(main);
}

beforeEach(() => {
  mockFetch(() => jsonResponse([]));
});

describe('public layout', () => {
  it('renders the home page inside the header and footer', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Explore!' })).toBeTruthy();
    expect(screen.getByTestId('site-header')).toBeTruthy();
    expect(screen.getByTestId('site-footer')).toBeTruthy();
  });

  it('has the header links in order, with the eight occasion anchors', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'Explore!' });
    expect(hrefs(screen.getByTestId('main-nav'))).toEqual([
      '/',
      '/bouquets',
      '/boxes',
      '/keychain',
      '/occasions',
      '/occasions#birthday',
      '/occasions#fathers-day',
      '/occasions#mothers-day',
      '/occasions#anniversary',
      '/occasions#express-love',
      '/occasions#get-well',
      '/occasions#valentines-day',
      '/occasions#congratulations',
      '/custom-orders',
      '/contact',
    ]);
    expect(screen.getByRole('link', { name: 'Customized' }).getAttribute('href')).toBe('/custom-orders');
    expect(screen.getByTestId('logo-link').getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByTestId('cart-badge').textContent).toBe('0');
  });

  it('starts with a "Skip to content" link that moves focus to the main content', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'Explore!' });
    expectSkipLinkTo('main');
  });

  it('has exactly the five footer page links, and phone and e-mail as tel:/mailto: links', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'Explore!' });
    expect(hrefs(screen.getByRole('navigation', { name: 'Footer' }))).toEqual(['/', '/about', '/delivery', '/occasions', '/policy']);
    expect(screen.getByTestId('footer-phone').getAttribute('href')).toBe('tel:+16095550142');
    expect(screen.getByTestId('footer-email').getAttribute('href')).toBe('mailto:hello@bloomandbox.example');
  });

  it('has a mobile menu with the header links except Customized', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'Explore!' });
    expect(screen.queryByTestId('mobile-menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    const links = hrefs(screen.getByTestId('mobile-menu'));
    for (const href of ['/', '/bouquets', '/boxes', '/keychain', '/occasions', '/contact', '/orders']) {
      expect(links).toContain(href);
    }
    expect(links).not.toContain('/custom-orders');

    fireEvent.click(within(screen.getByTestId('mobile-menu')).getByRole('link', { name: 'Boxes' }));
    await waitFor(() => expect(screen.queryByTestId('mobile-menu')).toBeNull());
    expect(window.location.pathname).toBe('/boxes');
  });

  it('closes the mobile menu once focus moves past it, and Escape gives focus back to its toggle', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'Explore!' });
    const toggle = screen.getByTestId('mobile-menu-button');
    const lastLink = () => within(screen.getByTestId('mobile-menu')).getByRole('link', { name: 'My Orders' });
    const moveFocusTo = (element: HTMLElement) => act(() => element.focus());

    fireEvent.click(toggle);
    moveFocusTo(lastLink());
    // Tab past the last link: focus goes on into the page, which the open menu would cover.
    moveFocusTo(within(screen.getByTestId('site-footer')).getAllByRole('link')[0]!);
    expect(screen.queryByTestId('mobile-menu')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    // Moving within the header (back to the cart icon) keeps it open.
    fireEvent.click(toggle);
    moveFocusTo(lastLink());
    moveFocusTo(screen.getByTestId('cart-button'));
    expect(screen.getByTestId('mobile-menu')).toBeTruthy();

    moveFocusTo(lastLink());
    fireEvent.keyDown(lastLink(), { key: 'Escape' });
    expect(screen.queryByTestId('mobile-menu')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('scrolls to the top when a link opens a new route', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'Explore!' });
    vi.mocked(window.scrollTo).mockClear();

    fireEvent.click(within(screen.getByTestId('site-footer')).getByRole('link', { name: 'Delivery Information' }));
    expect(await screen.findByRole('heading', { name: 'Delivery Information' })).toBeTruthy();
    expect(window.location.pathname).toBe('/delivery');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('puts the focus on <main> after a link that went away with its menu or page opened another route', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'Explore!' });
    fireEvent.click(screen.getByTestId('mobile-menu-button'));
    const boxes = within(screen.getByTestId('mobile-menu')).getByRole('link', { name: 'Boxes' });
    act(() => boxes.focus());
    fireEvent.click(boxes);
    await waitFor(() => expect(screen.queryByTestId('mobile-menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
    expect(window.location.pathname).toBe('/boxes');

    // A link inside the page: it goes with the page.
    window.history.pushState({}, '', '/no-such-page');
    fireEvent(window, new PopStateEvent('popstate'));
    const home = await screen.findByTestId('not-found-home-link');
    act(() => home.focus());
    fireEvent.click(home);
    expect(await screen.findByRole('heading', { name: 'Explore!' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('puts the focus on the heading of the occasion a menu link from another page scrolled to, not on <main>', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'Explore!' });
    fireEvent.click(screen.getByTestId('mobile-menu-button'));
    const getWell = within(screen.getByTestId('mobile-menu')).getByRole('link', { name: 'Get Well' });
    act(() => getWell.focus());
    fireEvent.click(getWell);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Get Well' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(window.location.hash).toBe('#get-well');
  });

  it('leaves the focus on a link that stays, as the footer\'s do', async () => {
    // Fake timers that still advance, so the layout's look at the focus (a timer after the page
    // changed) can be run on demand instead of waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderAt('/');
      await screen.findByRole('heading', { name: 'Explore!' });
      const link = within(screen.getByTestId('site-footer')).getByRole('link', { name: 'Delivery Information' });
      act(() => link.focus());
      fireEvent.click(link);
      expect(await screen.findByRole('heading', { name: 'Delivery Information' })).toBeTruthy();
      act(() => vi.runOnlyPendingTimers());
      expect(document.activeElement).toBe(link);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens a page whose address ends in a #hash that is not valid percent-encoding (it went blank)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderAt('/delivery#50%off');
      expect(await screen.findByRole('heading', { name: 'Delivery Information' })).toBeTruthy();
      expect(screen.getByTestId('site-header')).toBeTruthy();
    } finally {
      errors.mockRestore();
    }
  });

  it('shows a not-found page with a link home for unknown paths', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('not-found-home-link'));
    expect(await screen.findByRole('heading', { name: 'Explore!' })).toBeTruthy();
  });

  it('opens the login dialog from the login icon', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'Explore!' });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    // The dialog's code arrives on first open.
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
  });

  it('asks to log in first on Proceed to Checkout', async () => {
    // Proceed to Checkout is disabled in an empty cart.
    sessionStorage.setItem('cart', JSON.stringify([{ id: 'b1', name: 'Star Charm', price: 12, quantity: 1 }]));
    renderAt('/');
    await screen.findByRole('heading', { name: 'Explore!' });
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 1 item' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));

    expect(await screen.findByText('Please login first!')).toBeTruthy();
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
  });

  it('adds a box from /boxes to the cart with a toast', async () => {
    mockFetch(() => jsonResponse([{ _id: 'b1', name: 'Star Charm', price: 12, imageUrl: '/img/b1.png' }]));
    renderAt('/boxes');
    const card = await screen.findByTestId('box-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findAllByText('Star Charm added to cart')).toHaveLength(2);
    expect(screen.getByTestId('cart-badge').textContent).toBe('1');
    expect(JSON.parse(sessionStorage.getItem('cart')!)).toEqual([
      { id: 'b1', productId: 'b1', name: 'Star Charm', price: 12, image: '/img/b1.png', quantity: 2, selectedSheet: null },
    ]);
  });
});

describe('admin shell', () => {
  it('redirects /admin to the dashboard with the sidebar in SPEC order', async () => {
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Welcome to the Admin Dashboard' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/dashboard');

    const sidebar = screen.getByTestId('admin-sidebar');
    const items = within(sidebar).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Dashboard',
      'Manage Boxes',
      'Occasion Products',
      'Messages Query',
      'KeyChain',
      'Bouquets',
      'Orders',
      'Custom-Orders',
      'Delivery & pickup',
      'Logout',
    ]);
    expect(hrefs(sidebar)).toEqual([
      '/admin/dashboard',
      '/admin/boxes',
      '/admin/occasion',
      '/admin/messages',
      '/admin/keychain',
      '/admin/bouquet',
      '/admin/orders',
      '/admin/custom-orders',
      '/admin/schedule',
    ]);
  });

  it('starts with a "Skip to content" link that moves focus to the section', async () => {
    renderAt('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Welcome to the Admin Dashboard' });
    expectSkipLinkTo('admin-main');
  });

  it('logs out: clears the admin token everywhere and opens the admin login', async () => {
    sessionStorage.setItem('adminToken', 'jwt');
    localStorage.setItem('adminToken', 'jwt');
    renderAt('/admin/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/login');
    expect(sessionStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
});
