import { Link } from 'react-router-dom';
import './home.css';

/** Placeholder home with the banner heading; the full home page (SPEC §2) comes later. */
export default function HomePage() {
  return (
    <div className="home" data-testid="home-page">
      <section className="home-hero">
        <div className="home-hero__text">
          <h1 className="home-hero__title">Explore!</h1>
          <p className="home-hero__subtitle">Fresh bouquets, gift boxes and little keepsakes for every moment.</p>
          <div className="home-hero__actions">
            <Link className="button button--primary" to="/boxes">
              Shop Boxes
            </Link>
            <Link className="button button--secondary" to="/occasions">
              Shop by Occasion
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
