import { DELIVERY_FEE } from '@shop-rules/delivery-fee';
import { OpeningHours } from '../../../components/opening-hours/OpeningHours';
import { DELIVERY_CHART, DELIVERY_TIME_TEXT } from '../../../config/constants';
import { SHOP } from '../../../config/shop';
import { formatPrice } from '../../../lib/format-price';
import { InfoPage } from './InfoPage';

/** `/delivery`: Delivery Information with the published chart and delivery time (SPEC §2, §9). */
export default function DeliveryPage() {
  return (
    <InfoPage
      testId="delivery-page"
      title="Delivery Information"
      lead="Pick your order up at the shop for free, or let us bring it to the door. Here is what delivery costs and how long it takes."
    >
      <section className="info-card info-card--highlight">
        <h2>Delivery time</h2>
        <p className="info-page__time" data-testid="delivery-time">
          {DELIVERY_TIME_TEXT}.
        </p>
        <p>
          We start preparing your gift as soon as your order is confirmed, and let you know when it is on its way. For a
          birthday or an anniversary, order a couple of days ahead so it arrives right on time.
        </p>
      </section>

      <section className="info-card">
        <h2>Delivery chart</h2>
        <p>Charges depend on the weight and size of the parcel:</p>
        <div className="info-table-wrap">
          <table className="info-table" data-testid="delivery-chart">
            <caption className="visually-hidden">Delivery charges by weight and size</caption>
            <thead>
              <tr>
                <th scope="col">Weight</th>
                <th scope="col">Size</th>
                <th scope="col">Charge</th>
              </tr>
            </thead>
            <tbody>
              {DELIVERY_CHART.map((row) => (
                <tr key={row.weight} data-testid="delivery-chart-row">
                  <td>{row.weight}</td>
                  <td>{row.size}</td>
                  <td>${row.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="info-page__note">
          Ordering online? Home delivery in our local area is a flat {formatPrice(DELIVERY_FEE)} at checkout, whatever
          the size of your gift.
        </p>
      </section>

      <section className="info-card">
        <h2>Store pickup</h2>
        <p>
          Choose pickup at checkout and collect your order at no charge from {SHOP.pickupAddress}.
        </p>
        <p>
          <OpeningHours label="Opening hours: " testId="delivery-hours" />
        </p>
      </section>
    </InfoPage>
  );
}
