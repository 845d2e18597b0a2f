import { createRoutesFromElements, Route, useRoutes, type RouteObject } from 'react-router-dom';
import { PublicLayout } from './layout/PublicLayout';
import {
  AboutPage,
  AdminRoutes,
  BouquetsPage,
  BoxesRoute,
  ContactPage,
  CustomOrdersPage,
  DeliveryPage,
  HomePage,
  KeychainsRoute,
  MyOrdersRoute,
  NotFoundPage,
  OccasionsPage,
  OrderStatusPage,
  PolicyPage,
  ProductDetailRoute,
} from './lazy-pages';
import { titled } from './titled';

/** The route table (SPEC §2); also read before the first render, to fetch the opening screen's code. */
export const appRoutes: RouteObject[] = createRoutesFromElements(
  <>
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
        <Route path="custom-orders" element={titled('Custom Orders', <CustomOrdersPage />)} />
        <Route path="order-status/:token" element={<OrderStatusPage />} />
        <Route path="*" element={titled('Not found', <NotFoundPage />)} />
      </Route>

      {/* The admin area's route table is its own chunk (AdminRoutes.tsx). */}
      <Route path="admin/*" element={<AdminRoutes />} />
  </>,
);

export function AppRoutes() {
  return useRoutes(appRoutes);
}
