import type { MouseEvent } from 'react';
import './admin-pager.css';

interface AdminPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What the pages are of, for screen readers: "Order pages". */
  label: string;
  /** Prefix of the test ids: `<prefix>-prev`, `<prefix>-page`, `<prefix>-next`. */
  testIdPrefix: string;
}

/**
 * Prev / 'Page X of Y' / Next (SPEC §2), at the foot of the admin panel's list; turning a page
 * brings the panel's top into view. The buttons are marked unavailable rather than
 * disabled at either end, so a keyboard user's focus stays on them; the page line is announced.
 */
export function AdminPager({ page, pages, onPage, label, testIdPrefix }: AdminPagerProps) {
  const first = page <= 1;
  const last = page >= pages;
  // The pager sits under the list: the next page is read from its top, not from its last rows.
  const turnTo = (next: number, event: MouseEvent<HTMLButtonElement>) => {
    onPage(next);
    event.currentTarget.closest('section')?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <nav className="admin-pager" aria-label={label}>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={first}
        onClick={(event) => !first && turnTo(page - 1, event)}
        data-testid={`${testIdPrefix}-prev`}
      >
        Prev
      </button>
      <p className="admin-pager__page" role="status" data-testid={`${testIdPrefix}-page`}>
        Page {page} of {pages}
      </p>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={last}
        onClick={(event) => !last && turnTo(page + 1, event)}
        data-testid={`${testIdPrefix}-next`}
      >
        Next
      </button>
    </nav>
  );
}
