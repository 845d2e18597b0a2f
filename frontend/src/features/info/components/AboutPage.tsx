import { OpeningHours } from '../../../components/opening-hours/OpeningHours';
import { SHOP } from '../../../config/shop';
import { InfoPage } from './InfoPage';

/** `/about`: About The Shop (SPEC §2). */
export default function AboutPage() {
  return (
    <InfoPage
      testId="about-page"
      title="About The Shop"
      lead={`${SHOP.name} is a small flower and gift studio run by a family of florists in Maple Township, New Jersey. ${SHOP.tagline}, made by hand and meant to be remembered.`}
    >
      <section className="info-card">
        <h2>Our story</h2>
        <p>
          We began with a bucket of garden roses and a folding table at a weekend market. Neighbours kept coming back for
          birthdays, graduations and just-because bouquets, and before long we moved into our own little corner of Garden
          Court Mall. Today we still arrange every bouquet ourselves, and we still know many of our customers by name.
        </p>
      </section>
      <section className="info-card">
        <h2>What we make</h2>
        <ul>
          <li>Hand-tied bouquets, wrapped in the paper of your choice.</li>
          <li>Flower boxes and birthday buckets, ready to be the centre of the party.</li>
          <li>Money bouquets, with folded-bill rosettes tucked among fresh blooms.</li>
          <li>Flower, heart and star keychains, the smallest gifts in the shop.</li>
          <li>Custom orders: tell us the flowers, colours and budget, and we design it with you.</li>
        </ul>
      </section>
      <section className="info-card">
        <h2>Visit us</h2>
        <p>
          Pick up your order, or just come and smell the roses, at <strong>{SHOP.pickupAddress}</strong>.
        </p>
        <p>
          <OpeningHours testId="about-hours" />
          <br />
          Phone {SHOP.phone} · {SHOP.email}
        </p>
      </section>
    </InfoPage>
  );
}
