/** `/admin/dashboard`: a welcome text only (SPEC §2). */
export default function AdminDashboard() {
  return (
    <section className="admin-panel admin-dashboard" data-testid="admin-dashboard">
      <h1 className="admin-dashboard__title">Welcome to the Admin Dashboard</h1>
    </section>
  );
}
