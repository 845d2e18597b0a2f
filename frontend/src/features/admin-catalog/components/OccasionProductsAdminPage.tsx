import { OCCASION_PRODUCTS } from '../model/occasion-products';
import { AdminCatalogPage } from './AdminCatalogPage';

/** `/admin/occasion`: Occasion Products (SPEC §2). */
export default function OccasionProductsAdminPage() {
  return <AdminCatalogPage kind={OCCASION_PRODUCTS} />;
}
