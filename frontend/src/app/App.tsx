import { BrowserRouter, useLocation } from 'react-router-dom';
import { ScreenBoundary } from '../components/ScreenBoundary';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { ScrollManager } from './layout/ScrollManager';

/** Which top-level shell a path belongs to; the outer boundary resets when it changes. */
function shellOf(pathname: string): string {
  if (pathname.startsWith('/admin/login')) return 'admin-login';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  return 'public';
}

/** Catches failures of the lazily loaded shells (admin layout, admin login). */
function ShellBoundary() {
  const { pathname } = useLocation();
  return (
    <ScreenBoundary key={shellOf(pathname)}>
      <AppRoutes />
    </ScreenBoundary>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <ScrollManager />
        <ShellBoundary />
      </AppProviders>
    </BrowserRouter>
  );
}
