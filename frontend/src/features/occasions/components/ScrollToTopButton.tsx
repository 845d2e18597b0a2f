import { SCROLL_TO_TOP_THRESHOLD_PX } from '../../../config/constants';
import { prefersReducedMotion } from '../../../lib/prefers-reduced-motion';
import { useScrolledPast } from '../hooks/useScrolledPast';

/**
 * Appears once the page is scrolled past 300px (SPEC §9) and scrolls back to the top. It goes away
 * there, which would drop the focus to <body> and send the next Tab to the footer: the focus goes
 * to the top too, onto the page's <main> (focusable from script), so Tab continues from there.
 */
export function ScrollToTopButton() {
  const visible = useScrolledPast(SCROLL_TO_TOP_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label="Scroll to top"
      title="Back to top"
      data-testid="scroll-to-top"
      onClick={(event) => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        event.currentTarget.closest('main')?.focus({ preventScroll: true });
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
