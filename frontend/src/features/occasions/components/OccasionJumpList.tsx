import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/Dialog';
import { OCCASIONS } from '../../../config/navigation';
import { sectionTitleId } from './OccasionSection';

const TITLE = 'Jump to occasion';

interface OccasionJumpListProps {
  id: string;
  /** Whether the drawer is open (small screens only; on wide screens the list is always shown). */
  open: boolean;
  onClose: () => void;
  /** The section being read (scroll-spy), marked in the list; null above the first one. */
  current: string | null;
}

/**
 * The jump-to-occasion list (SPEC §2): a side list on wide screens; on small ones a drawer, which
 * is the shared modal Dialog (focus kept inside, Escape closes, focus back to the toggle).
 * Its links are the `/occasions#<category>` anchors, so the layout's scroll manager scrolls to
 * the section, as for the header's occasion links.
 *
 * Choosing a category moves focus to that section's heading rather than back to the toggle: a
 * screen-reader user who picked "Get Well" wants to hear it and read on from there, while the
 * toggle would leave them at the top of the page, as far from the section as before.
 */
export function OccasionJumpList({ id, open, onClose, current }: OccasionJumpListProps) {
  const chosenInDrawer = useRef<string | null>(null);

  // Only once the drawer is gone: until then the page behind is inert (and, closing, the drawer
  // gives focus back to the toggle, which this then moves on).
  useEffect(() => {
    if (open || chosenInDrawer.current === null) return;
    focusSectionHeading(chosenInDrawer.current);
    chosenInDrawer.current = null;
  }, [open]);

  const choose = (categoryId: string) => {
    if (!open) return focusSectionHeading(categoryId);
    chosenInDrawer.current = categoryId;
    onClose();
  };

  if (!open) {
    return (
      <nav id={id} className="occasion-jump" aria-label={TITLE} data-testid="occasion-jump-list">
        <h2 className="occasion-jump__title">{TITLE}</h2>
        <JumpLinks current={current} onChoose={choose} />
      </nav>
    );
  }
  return (
    <Dialog open title={TITLE} onClose={onClose} variant="sheet-left" closeLabel="Close occasion list" closeTestId="occasion-jump-close">
      <nav id={id} aria-label={TITLE} data-testid="occasion-jump-list">
        <JumpLinks current={current} onChoose={choose} />
      </nav>
    </Dialog>
  );
}

function JumpLinks({ current, onChoose }: { current: string | null; onChoose: (categoryId: string) => void }) {
  return (
    <ul className="occasion-jump__list">
      {OCCASIONS.map((link) => (
        <li key={link.id}>
          <Link
            to={link.to}
            className={`occasion-jump__link${current === link.id ? ' occasion-jump__link--current' : ''}`}
            aria-current={current === link.id ? 'location' : undefined}
            data-testid={`occasion-jump-${link.id}`}
            onClick={() => onChoose(link.id)}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** No scrolling here: the scroll manager scrolls to the `#anchor`, leaving room for the sticky header. */
function focusSectionHeading(categoryId: string): void {
  document.getElementById(sectionTitleId(categoryId))?.focus({ preventScroll: true });
}
