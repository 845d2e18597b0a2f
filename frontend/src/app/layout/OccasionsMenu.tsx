import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ChevronDownIcon } from '../../components/icons/icons';
import { OCCASION_ANCHOR_LINKS, OCCASIONS_LINK } from '../../config/navigation';

/** Header "Occasions" link with its drop-down of the eight category anchors (SPEC §2). */
export function OccasionsMenu() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setOpen(false);
    // A clicked entry keeps focus, and focus-within would keep the list open after navigating.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && menuRef.current?.contains(focused)) focused.blur();
  }, [location.key]);

  return (
    <div
      ref={menuRef}
      className={`occasions-menu${open ? ' occasions-menu--open' : ''}`}
      data-testid="occasions-menu"
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <NavLink to={OCCASIONS_LINK.to} className="main-nav__link" data-testid="nav-link-occasions">
        {OCCASIONS_LINK.label}
      </NavLink>
      <button
        type="button"
        className="occasions-menu__toggle"
        aria-label="Show occasions"
        aria-expanded={open}
        aria-controls="occasions-menu-list"
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <ChevronDownIcon width={16} height={16} />
      </button>
      <ul id="occasions-menu-list" className="occasions-menu__list" data-testid="occasions-menu-list">
        {OCCASION_ANCHOR_LINKS.map((link) => (
          <li key={link.id}>
            <Link to={link.to} className="occasions-menu__link" data-testid={`occasion-link-${link.id}`}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
