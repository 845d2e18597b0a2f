import { lazyWithTimeout } from '../lib/lazy-with-timeout';
import { lazyWithQueries } from '../lib/query/with-query-scope';

/*
 * Every screen is its own chunk, loaded on first visit. A chunk that fails or takes longer
 * than 120 s becomes a ChunkLoadError, shown by the nearest ErrorBoundary (DESIGN §8.11).
 * Screens that read or write server state load the query cache's provider beside their chunk
 * (`lazyWithQueries`), which keeps TanStack Query out of the first-load bundle.
 */

// Public
export const HomePage = lazyWithQueries(() => import('../features/home/components/HomePage'));
export const BoxesRoute = lazyWithQueries(() => import('./routes/BoxesRoute'));
export const NotFoundPage = lazyWithTimeout(() => import('../components/NotFoundPage'));
export const KeychainsRoute = lazyWithQueries(() => import('./routes/KeychainsRoute'));
export const BouquetsPage = lazyWithQueries(() => import('../features/bouquets/components/BouquetsPage'));
export const ProductDetailRoute = lazyWithQueries(() => import('./routes/ProductDetailRoute'));
export const OccasionsPage = lazyWithQueries(() => import('../features/occasions/components/OccasionsPage'));
export const PolicyPage = lazyWithTimeout(() => import('../features/info/components/PolicyPage'));
export const DeliveryPage = lazyWithTimeout(() => import('../features/info/components/DeliveryPage'));
export const AboutPage = lazyWithTimeout(() => import('../features/info/components/AboutPage'));
export const ContactPage = lazyWithQueries(() => import('../features/contact/components/ContactPage'));
export const MyOrdersRoute = lazyWithQueries(() => import('./routes/MyOrdersRoute'));
export const CustomOrdersPage = lazyWithQueries(() => import('../features/custom-orders/components/CustomOrdersPage'));
// The page an order e-mail's status link opens (no sign-in; ADR 14).
export const OrderStatusPage = lazyWithQueries(() => import('../features/order-status/components/OrderStatusPage'));

/** Everything under /admin: its route table and screens (admin-lazy-pages.ts) are one more chunk away. */
export const AdminRoutes = lazyWithTimeout(() => import('./AdminRoutes'));
