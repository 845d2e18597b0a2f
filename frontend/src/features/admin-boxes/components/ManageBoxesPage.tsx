import { AdminLoadFailure } from '../../../components/AdminLoadFailure';
import { useCatalogList } from '../../../lib/catalog/use-catalog-list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DEFAULT_SORT } from '../../../config/catalog';
import type { Box } from '../../../lib/api/schemas';
import { AddBoxForm } from './AddBoxForm';
import { AdminBoxCard } from './AdminBoxCard';
import '../../../lib/admin/admin-table.css';
import './admin-boxes.css';

/** The admin grid keeps the API's order (the default sort, price low to high). */
const asListed = (boxes: Box[]) => boxes;

/** `/admin/boxes`: add form and the grid of boxes (the cached `GET /boxes`, refreshed by every write). */
export default function ManageBoxesPage() {
  useDocumentTitle('Manage Boxes · Admin');
  const { items: boxes, status, retry } = useCatalogList('boxes', DEFAULT_SORT, asListed);

  return (
    <div className="manage-boxes" data-testid="admin-boxes-page">
      <h1 className="admin-panel__title">Manage Boxes</h1>
      <AddBoxForm />

      <section className="admin-box-grid" aria-label="Boxes" data-testid="admin-box-grid">
        {status === 'loading' && <p className="admin-box-grid__message">Loading boxes...</p>}
        {status === 'error' && (
          <AdminLoadFailure
            message="Failed to load boxes"
            onRetry={retry}
            className="admin-table-notice admin-table-notice--error admin-box-grid__failure"
            testId="admin-boxes-load-error"
          />
        )}
        {status === 'success' && boxes.length === 0 && <p className="admin-box-grid__message">No boxes yet.</p>}
        {boxes.map((box) => (
          <AdminBoxCard key={box._id} box={box} />
        ))}
      </section>
    </div>
  );
}
