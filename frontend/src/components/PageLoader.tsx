/** Shown while a lazy screen's script is on its way. */
export function PageLoader() {
  return (
    <div className="page-loader" role="status" aria-live="polite" data-testid="page-loader">
      <span className="page-loader__dot" />
      <span className="visually-hidden">Loading page…</span>
    </div>
  );
}
