import { useState } from 'react';
import { AdminLoadFailure } from '../../../components/AdminLoadFailure';
import { AdminPager } from '../../../lib/admin/AdminPager';
import { useCustomOrderDelete } from '../hooks/useCustomOrderDelete';
import { useCustomOrderList } from '../hooks/useCustomOrderList';
import { showingText } from '../model/custom-order-rules';
import { CustomOrderDialog } from './CustomOrderDialog';
import { CustomOrdersFilter } from './CustomOrdersFilter';
import { CustomOrdersTable } from './CustomOrdersTable';
import '../../../lib/admin/admin-table.css';
import './admin-custom-orders.css';

/**
 * `/admin/custom-orders`: the shoppers' custom orders, newest first, filterable All / Existing /
 * Upload, each with a read-only View and a Delete (SPEC §2); 25 a page, filtered and paged by the
 * server, so years of requests neither load nor draw at once.
 */
export default function CustomOrdersAdminPage() {
  const { list, filter, setFilter, counts, shown, page, pages, goToPage } = useCustomOrderList();
  const { status, isFetching, refetch } = list;
  const { remove, deletingId } = useCustomOrderDelete();
  // By id, so a deleted or reloaded order never shows stale fields.
  const [viewingId, setViewingId] = useState<string | null>(null);
  const viewing = shown.find((order) => order._id === viewingId) ?? null;

  return (
    <section
      className="admin-panel admin-custom-orders"
      aria-labelledby="admin-custom-orders-title"
      data-testid="admin-custom-orders"
    >
      <h1 id="admin-custom-orders-title" className="admin-panel__title">
        Custom Orders
      </h1>
      <p className="admin-panel__text">What shoppers asked for on the custom order page, newest first.</p>
      <CustomOrdersFilter value={filter} counts={counts} onChange={setFilter} />

      {status === 'pending' && <p className="admin-table-notice">Loading custom orders...</p>}
      {status === 'error' && (
        <AdminLoadFailure
          message="The custom orders could not be loaded."
          onRetry={() => void refetch()}
          retrying={isFetching}
          className="admin-table-notice"
          testId="admin-custom-orders-load-error"
        />
      )}
      {status === 'success' && (
        <p className="admin-table-notice" role="status">
          {shown.length === 0 ? (
            <span data-testid="admin-custom-orders-empty">
              {filter === 'all' ? 'No custom orders yet.' : 'No custom orders of this type.'}
            </span>
          ) : (
            showingText(shown.length, counts?.all ?? (filter === 'all' ? list.data?.total : undefined))
          )}
        </p>
      )}
      {shown.length > 0 && (
        // Should a long word still widen the table, it scrolls in its own box (reachable by keyboard).
        <div className="admin-table-box admin-custom-orders__table-box" role="region" aria-label="Custom order list" tabIndex={0}>
          <CustomOrdersTable
            orders={shown}
            deletingId={deletingId}
            onView={(order) => setViewingId(order._id)}
            onDelete={(order) => void remove(order)}
          />
        </div>
      )}
      {pages > 1 && (
        <AdminPager page={page} pages={pages} onPage={goToPage} label="Custom order pages" testIdPrefix="admin-custom-orders" />
      )}
      <CustomOrderDialog order={viewing} onClose={() => setViewingId(null)} />
    </section>
  );
}
