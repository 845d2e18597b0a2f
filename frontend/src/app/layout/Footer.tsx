import { Link } from 'react-router-dom';
import { OpeningHours } from '../../components/opening-hours/OpeningHours';
import { FOOTER_LINKS } from '../../config/navigation';
import { SHOP } from '../../config/shop';

/**
 * Footer: shop information (phone and e-mail open the dialler and mail app; the opening hours as the
 * admin's schedule keeps them) and the five page links of SPEC §2.
 */
export function Footer() {
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__name">{SHOP.name}</p>
          <p className="site-footer__tagline">{SHOP.tagline}</p>
        </div>

        <address className="site-footer__info">
          <span>Store pickup: {SHOP.pickupAddress}</span>
          <span>
            {'Phone: '}
            <a href={SHOP.phoneLink} className="site-footer__contact" data-testid="footer-phone">
              {SHOP.phone}
            </a>
          </span>
          <span>
            {'E-mail: '}
            <a href={`mailto:${SHOP.email}`} className="site-footer__contact" data-testid="footer-email">
              {SHOP.email}
            </a>
          </span>
          <OpeningHours label="Opening hours: " testId="footer-hours" />
        </address>

        <nav className="site-footer__nav" aria-label="Footer">
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="site-footer__link" data-testid={`footer-link-${link.id}`}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__copy">{`© ${new Date().getFullYear()} ${SHOP.name}. Prices in US dollars.`}</p>
    </footer>
  );
}
