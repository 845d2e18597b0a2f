import { NavLink } from 'react-router-dom';
import { CATALOG_LINKS, CONTACT_LINK, CUSTOM_ORDERS_LINK, HOME_LINK, type NavLinkItem } from '../../config/navigation';
import { OccasionsMenu } from './OccasionsMenu';

function NavItem({ link }: { link: NavLinkItem }) {
  return (
    <li>
      <NavLink to={link.to} end={link.to === '/'} className="main-nav__link" data-testid={`nav-link-${link.id}`}>
        {link.label}
      </NavLink>
    </li>
  );
}

/** Desktop header links: Home, Bouquets, Boxes, Keychain, Occasions, Customized, Contact (DESIGN §8.8). */
export function MainNav() {
  return (
    <nav className="main-nav" aria-label="Main" data-testid="main-nav">
      <ul className="main-nav__list">
        <NavItem link={HOME_LINK} />
        {CATALOG_LINKS.map((link) => (
          <NavItem key={link.id} link={link} />
        ))}
        <li>
          <OccasionsMenu />
        </li>
        <NavItem link={CUSTOM_ORDERS_LINK} />
        <NavItem link={CONTACT_LINK} />
      </ul>
    </nav>
  );
}
