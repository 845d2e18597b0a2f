import { lazyWithTimeout } from '../lib/lazy-with-timeout';

/*
 * Every screen is its own chunk, loaded on first visit. A chunk that fails or takes longer
 * than 120 s becomes a ChunkLoadError, shown by the nearest ErrorBoundary (DESIGN §8.11).
 */

// Public
export const HomePage = lazyWithTimeout(() => import('../features/home/components/HomePage'));
export const BoxesRoute = lazyWithTimeout(() => import('./routes/BoxesRoute'));
export const ComingSoonPage = lazyWithTimeout(() => import('../components/ComingSoonPage'));

// Admin
export const AdminLoginPage = lazyWithTimeout(() => import('../features/admin-auth/components/AdminLoginPage'));
export const AdminLayout = lazyWithTimeout(() => import('../features/admin-shell/components/AdminLayout'));
export const AdminDashboard = lazyWithTimeout(() => import('../features/admin-shell/components/AdminDashboard'));
export const AdminComingSoon = lazyWithTimeout(() => import('../features/admin-shell/components/AdminComingSoon'));
export const ManageBoxesPage = lazyWithTimeout(() => import('../features/admin-boxes/components/ManageBoxesPage'));
