import { Link } from 'react-router-dom';
import './coming-soon.css';

interface ComingSoonPageProps {
  title: string;
  /** Where the "back" link goes; the shop home by default. */
  backTo?: string;
  backLabel?: string;
}

/** A friendly placeholder for a screen that is planned but not built yet. */
export default function ComingSoonPage({ title, backTo = '/', backLabel = 'Back to the shop' }: ComingSoonPageProps) {
  return (
    <section className="coming-soon" data-testid="coming-soon">
      <h1 className="coming-soon__title">{title}</h1>
      <p className="coming-soon__text">This page is blooming soon. Please check back in a little while.</p>
      <Link className="button button--secondary" to={backTo}>
        {backLabel}
      </Link>
    </section>
  );
}
