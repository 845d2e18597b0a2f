import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import NotFoundPage from '../components/NotFoundPage';
import { PageTitle } from '../components/PageTitle';
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
  ContactPage,
  DeliveryPage,
  HomePage,
  KeychainsAdminPage,
  KeychainsRoute,
  ManageBoxesPage,
  MessagesAdminPage,
  MyOrdersRoute,
  OccasionProductsAdminPage,
  OccasionsPage,
  OrdersAdminPage,
  PolicyPage,
  ProductDetailRoute,
} from './lazy-pages';

/** A screen with a fixed tab title; screens with data (lists, products) set their own. */
function titled(title: string, screen: ReactNode) {
  return (
    <>
      <PageTitle title={title} />
      {screen}
    </>
  );
}

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
        <Route path="contact" element={titled('Contact Us', <ContactPage />)} />
        <Route path="policy" element={titled('Policy', <PolicyPage />)} />
        <Route path="delivery" element={titled('Delivery', <DeliveryPage />)} />
        <Route path="about" element={titled('About Us', <AboutPage />)} />
        <Route path="orders" element={titled('My Orders', <MyOrdersRoute />)} />
        <Route path="custom-orders" element={titled('Custom Orders', <ComingSoonPage title="Custom Orders" />)} />
        <Route path="*" element={titled('Not found', <NotFoundPage />)} />
      </Route>

      <Route path="admin/login" element={<AdminLoginPage />} />
      <Route path="admin" element={<AdminLayout />}>
        <Route index element={<Navigate to={ADMIN_HOME_PATH} replace />} />
        <Route path="dashboard" element={titled('Dashboard · Admin', <AdminDashboard />)} />
        <Route path="boxes" element={<ManageBoxesPage />} />
        <Route path="occasion" element={<OccasionProductsAdminPage />} />
        <Route path="messages" element={titled('Messages Query · Admin', <MessagesAdminPage />)} />
        <Route path="keychain" element={<KeychainsAdminPage />} />
        <Route path="bouquet" element={<BouquetsAdminPage />} />
        <Route path="orders" element={titled('Orders · Admin', <OrdersAdminPage />)} />
        <Route
          path="custom-orders"
          element={titled('Custom-Orders · Admin', <AdminComingSoon title="Custom-Orders" />)}
        />
        <Route
          path="*"
          element={titled('Not found', <NotFoundPage homePath={ADMIN_HOME_PATH} homeLabel="Back to the dashboard" />)}
        />
      </Route>
    </Routes>
  );
}
