import { Link } from 'react-router-dom';
import { DISCOVER_LINKS } from '../config/navigation';
import './more-to-discover.css';

/** The "More to Discover" block under every list page (SPEC §2). */
export function MoreToDiscover() {
  return (
    <section className="discover" aria-labelledby="discover-title" data-testid="more-to-discover">
      <h2 id="discover-title" className="discover__title">
        More to Discover
      </h2>
      <ul className="discover__list">
        {DISCOVER_LINKS.map((link) => (
          <li key={link.to}>
            <Link className="discover__card" to={link.to} data-testid={`discover-link-${link.id}`}>
              <span className="discover__label">{link.label}</span>
              <span className="discover__description">{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
