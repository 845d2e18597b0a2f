import { Link } from 'react-router-dom';
import { FlowerLogo } from '../../../components/icons/icons';
import { SHOP } from '../../../config/shop';

const FACTS = [
  { title: 'Hand-tied every morning', text: 'Each bouquet is arranged to order from the day’s freshest stems.' },
  { title: 'Pickup at the mall', text: `Collect your order at ${SHOP.pickupAddress.split(',')[0]}, free of charge.` },
  { title: 'Local delivery', text: 'Or have it brought to the door, usually within 24–48 hours.' },
];

/** The home page's About block (SPEC §2). */
export function AboutBlock() {
  return (
    <section className="home-about" aria-labelledby="home-about-title" data-testid="home-about">
      <div className="home-about__intro">
        <FlowerLogo width={56} height={56} />
        <p className="home-eyebrow">About us</p>
        <h2 id="home-about-title" className="home-section__title">
          Flowers from our hands to yours
        </h2>
        <p className="home-about__text">
          {SHOP.name} is a small, family-run flower and gift studio in New Jersey. We tie bouquets, fill gift boxes and
          craft little keepsakes for birthdays, thank-yous and the moments in between, and we love helping you find just
          the right one.
        </p>
        <Link className="home-about__link" to="/about">
          Read our story
        </Link>
      </div>
      <ul className="home-about__facts">
        {FACTS.map((fact) => (
          <li key={fact.title} className="home-about__fact">
            <strong>{fact.title}</strong>
            <span>{fact.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
