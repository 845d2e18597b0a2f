import { Outlet, useLocation } from 'react-router-dom';
import { ScreenBoundary } from '../../../components/ScreenBoundary';
import { SkipLink } from '../../../components/SkipLink';
import { AdminSidebar } from './AdminSidebar';
import './admin-shell.css';

const MAIN_ID = 'admin-main';

/**
 * The admin shell: skip link, sidebar plus the current section. There is no client-side guard
 * (SPEC §6); the server rejects calls without an admin token.
 */
export default function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <div className="admin-shell" data-testid="admin-shell">
      <SkipLink targetId={MAIN_ID} />
      <AdminSidebar mainId={MAIN_ID} />
      <main id={MAIN_ID} className="admin-shell__content" tabIndex={-1}>
        <ScreenBoundary key={pathname}>
          <Outlet />
        </ScreenBoundary>
      </main>
    </div>
  );
}
