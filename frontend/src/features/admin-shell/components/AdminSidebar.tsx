import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { CloseIcon, FlowerLogo, MenuIcon } from '../../../components/icons/icons';
import { ADMIN_NAV_ITEMS } from '../../../config/admin-navigation';
import { useCloseOnEscape } from '../../../lib/use-close-on-escape';
import { useAdminLogout } from '../hooks/useAdminLogout';

const ADMIN_MENU_ID = 'admin-menu';

/**
 * The admin menu: the eight sections in SPEC order, then Logout. On a phone the list folds
 * behind a Menu button (a disclosure) so the page never scrolls sideways. A section chosen in the
 * open menu folds it again, which hid the focused link and dropped the focus to <body>: the focus
 * goes to the section's main region (`mainId`, the skip link's target) instead, so reading and
 * Tab go on from the new section.
 */
export function AdminSidebar({ mainId }: { mainId?: string }) {
  const logout = useAdminLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { key } = useLocation();
  const chosenInMenu = useRef(false);

  useEffect(() => {
    setMenuOpen(false);
    if (!chosenInMenu.current) return;
    chosenInMenu.current = false;
    if (mainId) document.getElementById(mainId)?.focus();
  }, [key, mainId]);
  useCloseOnEscape(menuOpen, closeMenu);

  return (
    <nav className={`admin-sidebar${menuOpen ? ' admin-sidebar--menu-open' : ''}`} aria-label="Admin" data-testid="admin-sidebar">
      <div className="admin-sidebar__top">
        <div className="admin-sidebar__brand">
          <FlowerLogo width={30} height={30} />
          <span>Admin Panel</span>
        </div>
        <button
          type="button"
          className="icon-button admin-sidebar__menu-toggle"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={ADMIN_MENU_ID}
          data-testid="admin-menu-button"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      <ul id={ADMIN_MENU_ID} className="admin-sidebar__list">
        {ADMIN_NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) => `admin-sidebar__link${isActive ? ' admin-sidebar__link--active' : ''}`}
              data-testid={`admin-nav-${item.id}`}
              onClick={() => {
                chosenInMenu.current = menuOpen;
              }}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className="admin-sidebar__link admin-sidebar__logout" data-testid="admin-logout" onClick={() => void logout()}>
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
