import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithQueries } from './render-with-queries';

/**
 * An admin screen at its path, with the toaster and a stand-in admin login (heading 'Admin Login')
 * for the screens that send the admin there once the session has ended.
 */
export function renderAdminPage(path: string, page: ReactElement) {
  return renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="/admin/login" element={<h1>Admin Login</h1>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}
