import { NavLink } from 'react-router-dom';
import {
  CATALOG_LINKS,
  CONTACT_LINK,
  HOME_LINK,
  OCCASIONS,
  OCCASIONS_LINK,
  ORDERS_PATH,
  type NavLinkItem,
} from '../../config/navigation';

/** The mobile menu holds the header links except Customized (SPEC §2). */
const MOBILE_LINKS: NavLinkItem[] = [HOME_LINK, ...CATALOG_LINKS];

interface MobileMenuProps {
  id: string;
  onNavigate: () => void;
}

export function MobileMenu({ id, onNavigate }: MobileMenuProps) {
  const linkClass = ({ isActive }: { isActive: boolean }) => `mobile-menu__link${isActive ? ' mobile-menu__link--active' : ''}`;
  return (
    <nav id={id} className="mobile-menu" aria-label="Mobile" data-testid="mobile-menu">
      <ul className="mobile-menu__list">
        {MOBILE_LINKS.map((link) => (
          <li key={link.id}>
            <NavLink to={link.to} end={link.to === '/'} className={linkClass} onClick={onNavigate} data-testid={`mobile-link-${link.id}`}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to={OCCASIONS_LINK.to} className={linkClass} onClick={onNavigate} data-testid="mobile-link-occasions">
            {OCCASIONS_LINK.label}
          </NavLink>
          <ul className="mobile-menu__sublist">
            {OCCASIONS.map((link) => (
              <li key={link.id}>
                <NavLink to={link.to} className="mobile-menu__sublink" onClick={onNavigate} data-testid={`mobile-occasion-link-${link.id}`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </li>
        <li>
          <NavLink to={CONTACT_LINK.to} className={linkClass} onClick={onNavigate} data-testid="mobile-link-contact">
            {CONTACT_LINK.label}
          </NavLink>
        </li>
        <li>
          <NavLink to={ORDERS_PATH} className={linkClass} onClick={onNavigate} data-testid="mobile-link-orders">
            My Orders
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
