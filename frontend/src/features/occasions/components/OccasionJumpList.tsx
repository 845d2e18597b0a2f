import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CloseIcon } from '../../../components/icons/icons';
import { OCCASION_ANCHOR_LINKS } from '../../../config/navigation';
import { useCloseOnEscape } from '../../../lib/use-close-on-escape';

interface OccasionJumpListProps {
  id: string;
  /** Whether the drawer is open (small screens only; on wide screens the list is always shown). */
  open: boolean;
  onClose: () => void;
}

/**
 * The jump-to-occasion list: a side list on wide screens, a slide-in drawer on small ones
 * (SPEC §2). Its links are the `/occasions#<category>` anchors, so the layout's scroll manager
 * scrolls to the section, as for the header's occasion links; choosing one closes the drawer.
 */
export function OccasionJumpList({ id, open, onClose }: OccasionJumpListProps) {
  const { hash } = useLocation();
  const closeRef = useRef<HTMLButtonElement>(null);

  useCloseOnEscape(open, onClose, closeRef);

  const state = open ? 'open' : 'closed';
  return (
    <>
      <div className={`occasion-jump-backdrop occasion-jump-backdrop--${state}`} aria-hidden="true" onClick={onClose} />
      <nav id={id} className={`occasion-jump occasion-jump--${state}`} aria-label="Jump to occasion" data-testid="occasion-jump-list" data-state={state}>
        <div className="occasion-jump__header">
          <h2 className="occasion-jump__title">Jump to occasion</h2>
          <button
            ref={closeRef}
            type="button"
            className="icon-button occasion-jump__close"
            aria-label="Close occasion list"
            data-testid="occasion-jump-close"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <ul className="occasion-jump__list">
          {OCCASION_ANCHOR_LINKS.map((link) => (
            <li key={link.id}>
              <Link
                to={link.to}
                className={`occasion-jump__link${hash === `#${link.id}` ? ' occasion-jump__link--current' : ''}`}
                data-testid={`occasion-jump-${link.id}`}
                onClick={onClose}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
