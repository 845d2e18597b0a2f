import { useAdminFailure } from '../../../lib/admin/use-admin-failure';
import { useAdminBoxes } from '../hooks/useAdminBoxes';
import { AddBoxForm } from './AddBoxForm';
import { AdminBoxCard } from './AdminBoxCard';
import './admin-boxes.css';

/** `/admin/boxes`: add form and the grid of boxes; the grid reloads after every change. */
export default function ManageBoxesPage() {
  const { boxes, status, reload } = useAdminBoxes();
  const reportFailure = useAdminFailure();
  const refresh = () => void reload();

  return (
    <div className="manage-boxes" data-testid="admin-boxes-page">
      <h1 className="admin-panel__title">Manage Boxes</h1>
      <AddBoxForm onAdded={refresh} onFailure={reportFailure} />

      <section className="admin-box-grid" aria-label="Boxes" data-testid="admin-box-grid">
        {status === 'loading' && <p className="admin-box-grid__message">Loading boxes...</p>}
        {status === 'error' && <p className="admin-box-grid__message admin-box-grid__message--error">Failed to load boxes</p>}
        {status === 'success' && boxes.length === 0 && <p className="admin-box-grid__message">No boxes yet.</p>}
        {boxes.map((box) => (
          <AdminBoxCard key={box._id} box={box} onChanged={refresh} onFailure={reportFailure} />
        ))}
      </section>
    </div>
  );
}
