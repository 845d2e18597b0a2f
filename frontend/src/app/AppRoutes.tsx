import { Navigate, Route, Routes } from 'react-router-dom';
import NotFoundPage from '../components/NotFoundPage';
import { ADMIN_HOME_PATH } from '../config/admin-navigation';
import { PublicLayout } from './layout/PublicLayout';
import {
  AdminComingSoon,
  AdminDashboard,
  AdminLayout,
  AdminLoginPage,
  BoxesRoute,
  ComingSoonPage,
  HomePage,
  ManageBoxesPage,
} from './lazy-pages';

/** The route table (SPEC §2). Screens not built yet show a "coming soon" page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="boxes" element={<BoxesRoute />} />
        <Route path="bouquets" element={<ComingSoonPage title="Bouquets" />} />
        <Route path="bouquets/:id" element={<ComingSoonPage title="Bouquet Details" backTo="/bouquets" backLabel="Back to bouquets" />} />
        <Route path="keychain" element={<ComingSoonPage title="Key Chains" />} />
        <Route path="occasions" element={<ComingSoonPage title="Occasions" />} />
        <Route path="occasions/:id" element={<ComingSoonPage title="Occasion Gift Details" backTo="/occasions" backLabel="Back to occasions" />} />
        <Route path="contact" element={<ComingSoonPage title="Contact Us" />} />
        <Route path="policy" element={<ComingSoonPage title="Substitution Policy" />} />
        <Route path="delivery" element={<ComingSoonPage title="Delivery Information" />} />
        <Route path="about" element={<ComingSoonPage title="About The Shop" />} />
        <Route path="orders" element={<ComingSoonPage title="My Orders" />} />
        <Route path="custom-orders" element={<ComingSoonPage title="Custom Orders" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>

      <Route path="admin/login" element={<AdminLoginPage />} />
      <Route path="admin" element={<AdminLayout />}>
        <Route index element={<Navigate to={ADMIN_HOME_PATH} replace />} />
        <Route path="dashboard" element={<AdminDashboard />} />
        <Route path="boxes" element={<ManageBoxesPage />} />
        <Route path="occasion" element={<AdminComingSoon title="Occasion Products" />} />
        <Route path="messages" element={<AdminComingSoon title="Messages Query" />} />
        <Route path="keychain" element={<AdminComingSoon title="KeyChain" />} />
        <Route path="bouquet" element={<AdminComingSoon title="Bouquets" />} />
        <Route path="orders" element={<AdminComingSoon title="Orders" />} />
        <Route path="custom-orders" element={<AdminComingSoon title="Custom-Orders" />} />
        <Route path="*" element={<NotFoundPage homePath={ADMIN_HOME_PATH} homeLabel="Back to the dashboard" />} />
      </Route>
    </Routes>
  );
}
