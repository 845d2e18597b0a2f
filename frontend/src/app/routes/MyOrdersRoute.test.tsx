import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LoginDialogProvider, useLoginDialog } from '../../features/auth';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderWithQueries } from '../../test/render-with-queries';
import type { Order } from '../../lib/api/schemas';
import { CHECKOUT_ADDRESS } from '../../test/order-fixtures';
import { App } from '../App';
import MyOrdersRoute from './MyOrdersRoute';
import { record } from '../../test/api-records';

/** The header's icons: log in with no follow-up, or log out. */
function HeaderIcons() {
  const { openLogin, logout } = useLoginDialog();
  return (
    <>
      <button type="button" onClick={() => openLogin()}>
        Header login
      </button>
      <button type="button" onClick={() => void logout()}>
        Header logout
      </button>
    </>
  );
}

/** My Orders under the header's icons, as in the app; returns the page's reload, never called for a header login. */
function renderWithHeader() {
  const reload = vi.fn();
  renderWithQueries(
    <MemoryRouter>
      <LoginDialogProvider>
        <HeaderIcons />
        <MyOrdersRoute reload={reload} />
        <Toaster />
      </LoginDialogProvider>
    </MemoryRouter>,
  );
  return reload;
}

/** Closes the login dialog the page opens on arrival without a token. */
async function dismissArrivalDialog() {
  const arrival = await screen.findByRole('dialog', { name: 'Login' });
  fireEvent.click(within(arrival).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull());
}

/** Signs in through the header's icon: e-mail, code, Verify. */
async function logInFromHeader(email: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Header login' }));
  const login = await screen.findByRole('dialog', { name: 'Login' });
  fireEvent.change(within(login).getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.click(within(login).getByRole('button', { name: 'Send code' }));
  fireEvent.change(await within(login).findByLabelText('One-time code'), { target: { value: '123456' } });
  fireEvent.click(within(login).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull());
}

describe('/orders', () => {
  it('renders My Orders for a customer token in session storage', async () => {
    sessionStorage.setItem('token', 'jwt-ann');
    const spy = mockFetch(() => jsonResponse([]));
    window.history.pushState({}, '', '/orders');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeTruthy();
    expect(await screen.findByTestId('my-orders-empty')).toBeTruthy();
    expect(spy.mock.calls.map(([url]) => String(url))).toContain('/api/orders/my');
    expect(document.title).toMatch(/^My Orders · /);
  });

  it('without a token opens the login dialog, and reloads the page after that login', async () => {
    mockFetch((url) => {
      if (url.endsWith('/users/request-otp')) return jsonResponse({ message: 'OTP sent to your email!' });
      if (url.endsWith('/users/verify-otp'))
        return jsonResponse({ token: 'jwt-ann', user: { email: 'ann@example.com' } });
      // Read as the page is drawn anew with the token, just before the reload.
      if (url.endsWith('/orders/my')) return jsonResponse([]);
      throw new Error(`unexpected call to ${url}`);
    });
    const reload = vi.fn();
    renderWithQueries(
      <MemoryRouter>
        <LoginDialogProvider>
          <MyOrdersRoute reload={reload} />
          <Toaster />
        </LoginDialogProvider>
      </MemoryRouter>,
    );

    const login = await screen.findByRole('dialog', { name: 'Login' });
    fireEvent.change(within(login).getByLabelText('E-mail'), { target: { value: 'ann@example.com' } });
    fireEvent.click(within(login).getByRole('button', { name: 'Send code' }));
    fireEvent.change(await within(login).findByLabelText('One-time code'), { target: { value: '123456' } });
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(within(login).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem('token')).toBe('jwt-ann');
  });

  it('lists the orders after a login started elsewhere (the header) once the arrival dialog was dismissed, without a reload', async () => {
    const spy = mockFetch((url) => {
      if (url.endsWith('/users/request-otp')) return jsonResponse({ message: 'OTP sent to your email!' });
      if (url.endsWith('/users/verify-otp'))
        return jsonResponse({ token: 'jwt-ann', user: { email: 'ann@example.com' } });
      if (url.endsWith('/orders/my')) return jsonResponse([]);
      throw new Error(`unexpected call to ${url}`);
    });
    const reload = renderWithHeader();
    await dismissArrivalDialog();
    expect(screen.getByTestId('my-orders-login')).toBeTruthy();

    await logInFromHeader('ann@example.com');

    expect(await screen.findByTestId('my-orders-empty')).toBeTruthy();
    expect(screen.queryByTestId('my-orders-login')).toBeNull();
    expect(spy.mock.calls.map(([url]) => String(url))).toContain('/api/orders/my');
    expect(reload).not.toHaveBeenCalled();
  });

  it("after a logout shows none of the customer's orders, without pushing the login dialog, and never shows them to the next customer", async () => {
    const annsOrder = record<Order>({
      _id: 'o1',
      orderId: 'BB-20261128-ANNANN',
      status: 'Pending',
      delivery: 'pickup',
      cart: [{ name: 'Star Box', quantity: 1, price: 12.5 }],
      createdAt: '2026-11-28T10:00:00.000Z',
      form: CHECKOUT_ADDRESS,
    });
    const spy = mockFetch((url, init) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as { email?: string }) : {};
      if (url.endsWith('/users/request-otp')) return jsonResponse({ message: 'OTP sent to your email!' });
      if (url.endsWith('/users/verify-otp'))
        return jsonResponse({ token: `jwt-${body.email}`, user: { email: body.email } });
      if (url.endsWith('/users/logout')) return jsonResponse({ message: 'Logged out' });
      if (url.endsWith('/orders/my')) {
        const bearer = new Headers(init.headers).get('Authorization');
        // Bob's read fails: whatever the page shows then must not be Ann's orders.
        return bearer === 'Bearer jwt-ann@example.com'
          ? jsonResponse([annsOrder])
          : jsonResponse({ message: 'down' }, 500);
      }
      throw new Error(`unexpected call to ${url}`);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ordersReads = () => spy.mock.calls.filter(([url]) => String(url).endsWith('/orders/my')).length;
    renderWithHeader();
    await dismissArrivalDialog();

    await logInFromHeader('ann@example.com');
    expect(await screen.findByText('BB-20261128-ANNANN')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Header logout' }));
    expect(await screen.findByTestId('my-orders-login')).toBeTruthy();
    expect(screen.queryByText('BB-20261128-ANNANN')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();

    await logInFromHeader('bob@example.com');
    await waitFor(() => expect(ordersReads()).toBe(2));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(screen.queryByText('BB-20261128-ANNANN')).toBeNull();
    expect(screen.queryByTestId('my-orders-login')).toBeNull();
  });
});
