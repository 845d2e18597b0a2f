import { BOUQUETS } from '../model/bouquets';
import { AdminCatalogPage } from './AdminCatalogPage';

/** `/admin/bouquet`: Bouquets (SPEC §2). */
export default function BouquetsAdminPage() {
  return <AdminCatalogPage kind={BOUQUETS} />;
}
