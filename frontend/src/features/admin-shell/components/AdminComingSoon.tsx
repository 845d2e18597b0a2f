/** An admin section that is planned but not built yet, shown inside the shell. */
export default function AdminComingSoon({ title }: { title: string }) {
  return (
    <section className="admin-panel" data-testid="admin-coming-soon">
      <h1 className="admin-panel__title">{title}</h1>
      <p className="admin-panel__text">This section is coming soon.</p>
    </section>
  );
}
