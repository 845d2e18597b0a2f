/** What an empty optional field shows, so the admin sees it was left out. */
export function Missing() {
  return <span className="admin-custom-orders__missing">—</span>;
}
