interface OrdersPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/**
 * Prev / 'Page X of Y' / Next (SPEC §2). The buttons are marked unavailable rather than
 * disabled at either end, so a keyboard user's focus stays on them; the page line is announced.
 */
export function OrdersPager({ page, pages, onPage }: OrdersPagerProps) {
  const first = page <= 1;
  const last = page >= pages;
  return (
    <nav className="admin-orders__pager" aria-label="Order pages">
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={first}
        onClick={() => !first && onPage(page - 1)}
        data-testid="admin-orders-prev"
      >
        Prev
      </button>
      <p className="admin-orders__page" role="status" data-testid="admin-orders-page">
        Page {page} of {pages}
      </p>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={last}
        onClick={() => !last && onPage(page + 1)}
        data-testid="admin-orders-next"
      >
        Next
      </button>
    </nav>
  );
}
