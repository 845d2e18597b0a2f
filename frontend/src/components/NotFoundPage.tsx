import { Link } from 'react-router-dom';
import './coming-soon.css';

interface NotFoundPageProps {
  homePath?: string;
  homeLabel?: string;
}

/** Unknown paths get a real page with a way home, never a blank screen (DESIGN §8.8). */
export default function NotFoundPage({ homePath = '/', homeLabel = 'Go to the home page' }: NotFoundPageProps) {
  return (
    <section className="coming-soon" data-testid="not-found">
      <p className="coming-soon__code" aria-hidden="true">
        404
      </p>
      <h1 className="coming-soon__title">Page not found</h1>
      <p className="coming-soon__text">We could not find the page you were looking for. It may have moved or wilted away.</p>
      <Link className="button button--primary" to={homePath} data-testid="not-found-home-link">
        {homeLabel}
      </Link>
    </section>
  );
}
