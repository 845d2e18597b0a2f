import { lazyWithTimeout } from '../lib/lazy-with-timeout';

/*
 * Every screen is its own chunk, loaded on first visit. A chunk that fails or takes longer
 * than 120 s becomes a ChunkLoadError, shown by the nearest ErrorBoundary (DESIGN §8.11).
 */

// Public
export const HomePage = lazyWithTimeout(() => import('../features/home/components/HomePage'));
export const BoxesRoute = lazyWithTimeout(() => import('./routes/BoxesRoute'));
export const ComingSoonPage = lazyWithTimeout(() => import('../components/ComingSoonPage'));
export const KeychainsRoute = lazyWithTimeout(() => import('./routes/KeychainsRoute'));
export const BouquetsPage = lazyWithTimeout(() => import('../features/bouquets/components/BouquetsPage'));
export const ProductDetailRoute = lazyWithTimeout(() => import('./routes/ProductDetailRoute'));
export const OccasionsPage = lazyWithTimeout(() => import('../features/occasions/components/OccasionsPage'));
export const PolicyPage = lazyWithTimeout(() => import('../features/info/components/PolicyPage'));
export const DeliveryPage = lazyWithTimeout(() => import('../features/info/components/DeliveryPage'));
export const AboutPage = lazyWithTimeout(() => import('../features/info/components/AboutPage'));

// Admin
export const AdminLoginPage = lazyWithTimeout(() => import('../features/admin-auth/components/AdminLoginPage'));
export const AdminLayout = lazyWithTimeout(() => import('../features/admin-shell/components/AdminLayout'));
export const AdminDashboard = lazyWithTimeout(() => import('../features/admin-shell/components/AdminDashboard'));
export const AdminComingSoon = lazyWithTimeout(() => import('../features/admin-shell/components/AdminComingSoon'));
export const ManageBoxesPage = lazyWithTimeout(() => import('../features/admin-boxes/components/ManageBoxesPage'));
export const OccasionProductsAdminPage = lazyWithTimeout(
  () => import('../features/admin-catalog/components/OccasionProductsAdminPage'),
);
export const KeychainsAdminPage = lazyWithTimeout(() => import('../features/admin-catalog/components/KeychainsAdminPage'));
export const BouquetsAdminPage = lazyWithTimeout(() => import('../features/admin-catalog/components/BouquetsAdminPage'));
