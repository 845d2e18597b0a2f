import type { ComponentType } from 'react';
import { lazyWithTimeout } from '../lib/lazy-with-timeout';
import { withQueryScope } from '../lib/query/with-query-scope';

/*
 * Every screen is its own chunk, loaded on first visit. A chunk that fails or takes longer
 * than 120 s becomes a ChunkLoadError, shown by the nearest ErrorBoundary (DESIGN §8.11).
 * Screens that read or write server state load the query cache's provider beside their chunk
 * (`withQueryScope`), which keeps TanStack Query out of the first-load bundle.
 */

/** A lazy screen that uses the query cache. */
// `any` props: the same constraint React.lazy itself uses.
const lazyWithQueries = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>) =>
  lazyWithTimeout(() => withQueryScope(load));

// Public
export const HomePage = lazyWithQueries(() => import('../features/home/components/HomePage'));
export const BoxesRoute = lazyWithQueries(() => import('./routes/BoxesRoute'));
export const ComingSoonPage = lazyWithTimeout(() => import('../components/ComingSoonPage'));
export const KeychainsRoute = lazyWithQueries(() => import('./routes/KeychainsRoute'));
export const BouquetsPage = lazyWithQueries(() => import('../features/bouquets/components/BouquetsPage'));
export const ProductDetailRoute = lazyWithQueries(() => import('./routes/ProductDetailRoute'));
export const OccasionsPage = lazyWithQueries(() => import('../features/occasions/components/OccasionsPage'));
export const PolicyPage = lazyWithTimeout(() => import('../features/info/components/PolicyPage'));
export const DeliveryPage = lazyWithTimeout(() => import('../features/info/components/DeliveryPage'));
export const AboutPage = lazyWithTimeout(() => import('../features/info/components/AboutPage'));
export const ContactPage = lazyWithQueries(() => import('../features/contact/components/ContactPage'));
export const MyOrdersRoute = lazyWithQueries(() => import('./routes/MyOrdersRoute'));

// Admin
export const AdminLoginPage = lazyWithQueries(() => import('../features/admin-auth/components/AdminLoginPage'));
export const AdminLayout = lazyWithTimeout(() => import('../features/admin-shell/components/AdminLayout'));
export const AdminDashboard = lazyWithTimeout(() => import('../features/admin-shell/components/AdminDashboard'));
export const AdminComingSoon = lazyWithTimeout(() => import('../features/admin-shell/components/AdminComingSoon'));
export const ManageBoxesPage = lazyWithQueries(() => import('../features/admin-boxes/components/ManageBoxesPage'));
export const OccasionProductsAdminPage = lazyWithQueries(
  () => import('../features/admin-catalog/components/OccasionProductsAdminPage'),
);
export const KeychainsAdminPage = lazyWithQueries(
  () => import('../features/admin-catalog/components/KeychainsAdminPage'),
);
export const BouquetsAdminPage = lazyWithQueries(
  () => import('../features/admin-catalog/components/BouquetsAdminPage'),
);
export const MessagesAdminPage = lazyWithQueries(
  () => import('../features/admin-messages/components/MessagesAdminPage'),
);
export const OrdersAdminPage = lazyWithQueries(() => import('../features/admin-orders/components/OrdersAdminPage'));
