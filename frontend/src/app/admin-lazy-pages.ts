import { lazyWithQueries } from '../lib/query/with-query-scope';

/*
 * The admin screens, each its own chunk like the public ones (lazy-pages.ts). This list and the
 * admin route table (AdminRoutes.tsx) are not part of the storefront's first load either.
 */
export const AdminLoginPage = lazyWithQueries(() => import('../features/admin-auth/components/AdminLoginPage'));
export const AdminDashboard = lazyWithQueries(
  () => import('../features/admin-dashboard/components/AdminDashboardPage'),
);
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
export const CustomOrdersAdminPage = lazyWithQueries(
  () => import('../features/admin-custom-orders/components/CustomOrdersAdminPage'),
);
export const ScheduleSettingsPage = lazyWithQueries(
  () => import('../features/admin-schedule/components/ScheduleSettingsPage'),
);
