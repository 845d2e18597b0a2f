import { Navigate, Route, Routes } from 'react-router-dom';
import NotFoundPage from '../components/NotFoundPage';
import { ADMIN_HOME_PATH } from '../config/admin-navigation';
import { PublicLayout } from './layout/PublicLayout';
import {
  AdminComingSoon,
  AdminDashboard,
  AdminLayout,
  AboutPage,
  AdminLoginPage,
  BouquetsAdminPage,
  BouquetsPage,
  BoxesRoute,
  ComingSoonPage,
  DeliveryPage,
  HomePage,
  KeychainsAdminPage,
  KeychainsRoute,
  ManageBoxesPage,
  OccasionProductsAdminPage,
  OccasionsPage,
  PolicyPage,
  ProductDetailRoute,
} from './lazy-pages';

/** The route table (SPEC §2). Screens not built yet show a "coming soon" page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="boxes" element={<BoxesRoute />} />
        <Route path="bouquets" element={<BouquetsPage />} />
        <Route path="bouquets/:id" element={<ProductDetailRoute resource="bouquets" />} />
        <Route path="keychain" element={<KeychainsRoute />} />
        <Route path="occasions" element={<OccasionsPage />} />
        <Route path="occasions/:id" element={<ProductDetailRoute resource="occasion-products" />} />
        <Route path="contact" element={<ComingSoonPage title="Contact Us" />} />
        <Route path="policy" element={<PolicyPage />} />
        <Route path="delivery" element={<DeliveryPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="orders" element={<ComingSoonPage title="My Orders" />} />
        <Route path="custom-orders" element={<ComingSoonPage title="Custom Orders" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>

      <Route path="admin/login" element={<AdminLoginPage />} />
      <Route path="admin" element={<AdminLayout />}>
        <Route index element={<Navigate to={ADMIN_HOME_PATH} replace />} />
        <Route path="dashboard" element={<AdminDashboard />} />
        <Route path="boxes" element={<ManageBoxesPage />} />
        <Route path="occasion" element={<OccasionProductsAdminPage />} />
        <Route path="messages" element={<AdminComingSoon title="Messages Query" />} />
        <Route path="keychain" element={<KeychainsAdminPage />} />
        <Route path="bouquet" element={<BouquetsAdminPage />} />
        <Route path="orders" element={<AdminComingSoon title="Orders" />} />
        <Route path="custom-orders" element={<AdminComingSoon title="Custom-Orders" />} />
        <Route path="*" element={<NotFoundPage homePath={ADMIN_HOME_PATH} homeLabel="Back to the dashboard" />} />
      </Route>
    </Routes>
  );
}
