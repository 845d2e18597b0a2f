import { AdminLoadFailure } from '../../../components/AdminLoadFailure';
import { LOAD_FAILURE, useAdminDashboard } from '../hooks/useAdminDashboard';
import { DashboardFigures } from './DashboardFigures';
import '../../../lib/admin/admin-table.css';
import './admin-dashboard.css';

/**
 * `/admin/dashboard`: SPEC §2's welcome text, then the shop's figures (issue 13). The welcome
 * stays whatever happens to the figures; they load after it and say so when they cannot.
 */
export default function AdminDashboardPage() {
  const { data, status, refetch, isFetching } = useAdminDashboard();

  return (
    <div className="admin-dashboard" data-testid="admin-dashboard">
      <header className="admin-panel admin-dashboard__welcome">
        <h1 className="admin-dashboard__title">Welcome to the Admin Dashboard</h1>
      </header>
      {status === 'pending' && (
        <p className="admin-table-notice admin-dashboard__notice" role="status">
          Loading the figures...
        </p>
      )}
      {status === 'error' && (
        <AdminLoadFailure
          message={LOAD_FAILURE}
          onRetry={() => void refetch()}
          retrying={isFetching}
          className="admin-table-notice admin-table-notice--error admin-dashboard__notice"
          testId="admin-dashboard-load-error"
        />
      )}
      {data && <DashboardFigures figures={data} />}
    </div>
  );
}
