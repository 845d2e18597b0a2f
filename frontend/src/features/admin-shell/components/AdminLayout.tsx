import { Outlet, useLocation } from 'react-router-dom';
import { ScreenBoundary } from '../../../components/ScreenBoundary';
import { AdminSidebar } from './AdminSidebar';
import './admin-shell.css';

/**
 * The admin shell: sidebar plus the current section. There is no client-side guard
 * (SPEC §6); the server rejects calls without an admin token.
 */
export default function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <div className="admin-shell" data-testid="admin-shell">
      <AdminSidebar />
      <main className="admin-shell__content">
        <ScreenBoundary key={pathname}>
          <Outlet />
        </ScreenBoundary>
      </main>
    </div>
  );
}
