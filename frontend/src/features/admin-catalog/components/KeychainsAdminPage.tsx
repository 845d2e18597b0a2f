import { KEYCHAINS } from '../model/keychains';
import { AdminCatalogPage } from './AdminCatalogPage';

/** `/admin/keychain`: KeyChain (SPEC §2). */
export default function KeychainsAdminPage() {
  return <AdminCatalogPage kind={KEYCHAINS} />;
}
