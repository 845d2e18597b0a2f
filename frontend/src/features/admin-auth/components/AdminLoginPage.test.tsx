import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithQueries } from '../../../test/render-with-queries';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import AdminLoginPage from './AdminLoginPage';

function renderLogin(state?: unknown) {
  renderWithQueries(
    <MemoryRouter initialEntries={[{ pathname: '/admin/login', state }]}>
      <Routes>
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route path="/admin/dashboard" element={<p>dashboard</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const password = () => screen.getByTestId('admin-password') as HTMLInputElement;

describe('AdminLoginPage', () => {
  it('says why it is shown when the server ended the session, and nothing on a plain visit', () => {
    renderLogin({ sessionEnded: true });
    expect(screen.getByRole('status').textContent).toBe('Your session has ended. Please log in again.');
  });

  it('shows no session notice on a plain visit', () => {
    renderLogin();
    expect(screen.queryByTestId('admin-session-ended')).toBeNull();
  });

  it('toggles the password between hidden and shown', () => {
    renderLogin();
    expect(password().type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().type).toBe('password');
  });

  it('posts even an empty form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSpy = mockFetch(() => jsonResponse({ statusCode: 401, message: 'Invalid credentials' }, 401));
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/admin/login');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"","password":""}');
  });

  it('stores the token in session and local storage and opens the dashboard', async () => {
    mockFetch(() => jsonResponse({ token: 'admin-jwt', admin: { email: 'admin@shop.test' } }));
    renderLogin();
    fireEvent.change(screen.getByTestId('admin-email'), { target: { value: 'admin@shop.test' } });
    fireEvent.change(password(), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(sessionStorage.getItem('adminToken')).toBe('admin-jwt');
    expect(localStorage.getItem('adminToken')).toBe('admin-jwt');
  });

  it('only logs a failure: nothing is shown and the page stays', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockFetch(() => jsonResponse({ statusCode: 401, message: 'Invalid credentials' }, 401));
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/invalid/i)).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(sessionStorage.getItem('adminToken')).toBeNull();
  });
});
