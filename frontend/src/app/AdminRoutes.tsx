import { Navigate, Route, Routes } from 'react-router-dom';
import NotFoundPage from '../components/NotFoundPage';
import { ADMIN_HOME_PATH } from '../config/admin-navigation';
// Loaded with this table rather than one chunk later: every admin screen but the login sits in it.
import AdminLayout from '../features/admin-shell/components/AdminLayout';
import {
  AdminDashboard,
  AdminLoginPage,
  BouquetsAdminPage,
  CustomOrdersAdminPage,
  KeychainsAdminPage,
  ManageBoxesPage,
  MessagesAdminPage,
  OccasionProductsAdminPage,
  OrdersAdminPage,
  ScheduleSettingsPage,
} from './admin-lazy-pages';
import { titled } from './titled';

/**
 * The admin route table (SPEC §2), mounted at /admin/* and loaded only when an admin path is
 * opened, so none of it is in the storefront's first load. Paths are relative to /admin.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="login" element={<AdminLoginPage />} />
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to={ADMIN_HOME_PATH} replace />} />
        <Route path="dashboard" element={titled('Dashboard · Admin', <AdminDashboard />)} />
        <Route path="boxes" element={<ManageBoxesPage />} />
        <Route path="occasion" element={<OccasionProductsAdminPage />} />
        <Route path="messages" element={titled('Messages Query · Admin', <MessagesAdminPage />)} />
        <Route path="keychain" element={<KeychainsAdminPage />} />
        <Route path="bouquet" element={<BouquetsAdminPage />} />
        <Route path="orders" element={titled('Orders · Admin', <OrdersAdminPage />)} />
        <Route path="custom-orders" element={titled('Custom-Orders · Admin', <CustomOrdersAdminPage />)} />
        <Route path="schedule" element={titled('Delivery & pickup · Admin', <ScheduleSettingsPage />)} />
        <Route
          path="*"
          element={titled('Not found', <NotFoundPage homePath={ADMIN_HOME_PATH} homeLabel="Back to the dashboard" />)}
        />
      </Route>
    </Routes>
  );
}
