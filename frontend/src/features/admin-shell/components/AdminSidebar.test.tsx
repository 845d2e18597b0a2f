import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { AdminSidebar } from './AdminSidebar';

function renderSidebar() {
  sessionStorage.setItem('adminToken', 'admin-jwt');
  localStorage.setItem('adminToken', 'admin-jwt');
  render(
    <MemoryRouter initialEntries={['/admin/boxes']}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <>
              <AdminSidebar mainId="admin-main" />
              <main id="admin-main" tabIndex={-1} />
            </>
          }
        />
        <Route path="/admin/login" element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AdminSidebar', () => {
  it('Logout revokes the token on the server, then clears both stored copies and opens the login', async () => {
    const calls: Array<{ url: string; method?: string; auth?: string }> = [];
    mockFetch((url, init) => {
      // The token must still be stored while the server call is made.
      expect(sessionStorage.getItem('adminToken')).toBe('admin-jwt');
      calls.push({ url, method: init.method, auth: new Headers(init.headers).get('Authorization') ?? undefined });
      return jsonResponse({ ok: true });
    });
    renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('login page')).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/auth/admin/logout', method: 'POST', auth: 'Bearer admin-jwt' }]);
    expect(sessionStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('clears storage and opens the login even when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('login page')).toBeTruthy();
    expect(sessionStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('has a Menu button that discloses the section list (shown on phones)', () => {
    renderSidebar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBe(screen.getByRole('list'));
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('puts the focus on the main region after a section chosen in the open menu, which folds away', () => {
    renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const orders = screen.getByRole('link', { name: 'Orders' });
    act(() => orders.focus());
    fireEvent.click(orders);
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('leaves the focus on a link chosen in the sidebar shown beside the page (no menu open)', () => {
    renderSidebar();
    const orders = screen.getByRole('link', { name: 'Orders' });
    act(() => orders.focus());
    fireEvent.click(orders);
    expect(document.activeElement).toBe(orders);
  });
});
