import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LoginDialogProvider, useLoginDialog } from '../../features/auth';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderWithQueries } from '../../test/render-with-queries';
import { App } from '../App';
import MyOrdersRoute from './MyOrdersRoute';

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
      if (url.endsWith('/users/verify-otp')) return jsonResponse({ token: 'jwt-ann', user: { email: 'ann@example.com' } });
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
      if (url.endsWith('/users/verify-otp')) return jsonResponse({ token: 'jwt-ann', user: { email: 'ann@example.com' } });
      if (url.endsWith('/orders/my')) return jsonResponse([]);
      throw new Error(`unexpected call to ${url}`);
    });
    /** The header's login icon: opens the dialog with no follow-up. */
    function HeaderLogin() {
      const { openLogin } = useLoginDialog();
      return (
        <button type="button" onClick={() => openLogin()}>
          Header login
        </button>
      );
    }
    const reload = vi.fn();
    renderWithQueries(
      <MemoryRouter>
        <LoginDialogProvider>
          <HeaderLogin />
          <MyOrdersRoute reload={reload} />
          <Toaster />
        </LoginDialogProvider>
      </MemoryRouter>,
    );

    const arrival = await screen.findByRole('dialog', { name: 'Login' });
    fireEvent.click(within(arrival).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull());
    expect(screen.getByTestId('my-orders-login')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Header login' }));
    const login = await screen.findByRole('dialog', { name: 'Login' });
    fireEvent.change(within(login).getByLabelText('E-mail'), { target: { value: 'ann@example.com' } });
    fireEvent.click(within(login).getByRole('button', { name: 'Send code' }));
    fireEvent.change(await within(login).findByLabelText('One-time code'), { target: { value: '123456' } });
    fireEvent.click(within(login).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByTestId('my-orders-empty')).toBeTruthy();
    expect(screen.queryByTestId('my-orders-login')).toBeNull();
    expect(spy.mock.calls.map(([url]) => String(url))).toContain('/api/orders/my');
    expect(reload).not.toHaveBeenCalled();
  });
});
