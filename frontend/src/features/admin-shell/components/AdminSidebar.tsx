import { NavLink } from 'react-router-dom';
import { FlowerLogo } from '../../../components/icons/icons';
import { ADMIN_NAV_ITEMS } from '../../../config/admin-navigation';
import { useAdminLogout } from '../hooks/useAdminLogout';

/** The admin menu: the eight sections in SPEC order, then Logout. */
export function AdminSidebar() {
  const logout = useAdminLogout();
  return (
    <nav className="admin-sidebar" aria-label="Admin" data-testid="admin-sidebar">
      <div className="admin-sidebar__brand">
        <FlowerLogo width={30} height={30} />
        <span>Admin Panel</span>
      </div>
      <ul className="admin-sidebar__list">
        {ADMIN_NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) => `admin-sidebar__link${isActive ? ' admin-sidebar__link--active' : ''}`}
              data-testid={`admin-nav-${item.id}`}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className="admin-sidebar__link admin-sidebar__logout" data-testid="admin-logout" onClick={logout}>
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
