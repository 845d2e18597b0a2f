import { SHOP } from '../../../config/shop';
import { InfoPage } from './InfoPage';

/** `/policy`: the Substitution Policy (SPEC §2). */
export default function PolicyPage() {
  return (
    <InfoPage
      testId="policy-page"
      title="Substitution Policy"
      lead="Flowers are a gift of the season. Now and then a stem you chose is not at its best, or not in the market at all, and we would rather change it than send you anything less than lovely."
    >
      <section className="info-card">
        <h2>When we substitute</h2>
        <p>
          Every arrangement is made by hand on the day it leaves us. If a flower, a colour or a container in your order is
          out of season, sold out at the market, or does not meet our standard that morning, our florists replace it.
        </p>
      </section>
      <section className="info-card">
        <h2>How we choose a replacement</h2>
        <ul>
          <li>We keep the look you chose: the same colour palette, shape and size of the arrangement.</li>
          <li>The replacement is always of equal or greater value. We never charge more for a substitution.</li>
          <li>Wrapping paper, ribbons and vases may vary slightly from the pictures, in a style that matches.</li>
          <li>Money bouquets are made with the bills you bring or ask for; only the flowers around them may change.</li>
        </ul>
      </section>
      <section className="info-card">
        <h2>When we ask you first</h2>
        <p>
          If the main flower of an arrangement is unavailable, for example the roses of a rose bouquet, we contact you
          before going ahead and offer another flower, a later date or a full refund, as you prefer. Custom orders are
          always confirmed with you before we start.
        </p>
      </section>
      <section className="info-card">
        <h2>Keychains and gift boxes</h2>
        <p>
          Charms and boxes are made in small batches. If a colour runs out, we offer you the nearest match or your money
          back; we do not substitute them without asking.
        </p>
      </section>
      <p className="info-page__note">
        Questions about an order? Call us at {SHOP.phone} or write to {SHOP.email}; we are happy to help.
      </p>
    </InfoPage>
  );
}
