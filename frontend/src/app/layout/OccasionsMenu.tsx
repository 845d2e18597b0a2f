import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ChevronDownIcon } from '../../components/icons/icons';
import { OCCASIONS, OCCASIONS_LINK } from '../../config/navigation';

const LIST_ID = 'occasions-menu-list';

/**
 * Header "Occasions" link with its drop-down of the eight category anchors (SPEC §2).
 *
 * The list shows while a mouse rests on the menu, or once its toggle button opened it; only then
 * are its links in the tab order, and the toggle's aria-expanded says exactly that. Focus merely
 * passing the toggle opens nothing. The list closes when focus leaves the menu, on Escape (focus
 * back on the toggle) and on navigating.
 */
export function OccasionsMenu() {
  const [open, setOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const shown = open || hovered;
  const location = useLocation();
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setOpen(false);
    setHovered(false);
    // A clicked entry keeps focus, which must not stay on a link of the closed list.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && menuRef.current?.contains(focused) && focused !== toggleRef.current) focused.blur();
  }, [location.key]);

  // Opened by its toggle, the list closes on a click or tap anywhere else.
  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePress = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && !menuRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);

  // Mouse only: a tap on a touch screen fires pointerenter too, and would leave the list open.
  const onPointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true);
  const onPointerLeave = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(false);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !shown) return;
    const focusInList = document.getElementById(LIST_ID)?.contains(document.activeElement) ?? false;
    setOpen(false);
    setHovered(false);
    if (focusInList) toggleRef.current?.focus();
  };

  // Focus that reaches a link (the mouse showed the list, then Tab went on) keeps the list open
  // once the mouse moves away.
  const keepOpenWhileFocusInside = () => shown && setOpen(true);

  return (
    <div
      ref={menuRef}
      className={`occasions-menu${shown ? ' occasions-menu--open' : ''}`}
      data-testid="occasions-menu"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={closeWhenFocusLeaves}
      onKeyDown={onKeyDown}
    >
      <NavLink to={OCCASIONS_LINK.to} className="main-nav__link" data-testid="nav-link-occasions">
        {OCCASIONS_LINK.label}
      </NavLink>
      <button
        ref={toggleRef}
        type="button"
        className="occasions-menu__toggle"
        aria-label="Show occasions"
        aria-expanded={shown}
        aria-controls={LIST_ID}
        data-testid="occasions-menu-toggle"
        onClick={() => {
          // Shown by the mouse, a click pins it open rather than close it under the pointer.
          if (hovered && !open) return setOpen(true);
          setOpen((isOpen) => !isOpen);
          setHovered(false);
        }}
      >
        <ChevronDownIcon width={16} height={16} />
      </button>
      <ul id={LIST_ID} className="occasions-menu__list" data-testid="occasions-menu-list" hidden={!shown} onFocus={keepOpenWhileFocusInside}>
        {OCCASIONS.map((link) => (
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
