import { SHOP } from '../../../config/shop';
import { cancelledNote } from '../model/day-prints';
import type { DriverStop } from '../model/driver-list';
import { formatShopDate } from '../model/order-dates';

/**
 * The driver's list for a date: the deliveries in order, each with the name, phone, full address
 * and a map link; whether a gift card goes with it, never its text or any price. Cancelled
 * deliveries are not stops: the summary says how many were left out.
 */
export function DriverList({ date, stops, cancelled = 0 }: { date: string; stops: DriverStop[]; cancelled?: number }) {
  const leftOut = cancelledNote('driver-list', cancelled);
  return (
    <section className="driver-list" aria-labelledby="driver-list-title" data-testid="driver-list">
      <h1 id="driver-list-title" className="driver-list__title">
        Deliveries for {formatShopDate(date)}
      </h1>
      <p className="driver-list__summary">
        {SHOP.name} · {stops.length} {stops.length === 1 ? 'stop' : 'stops'}
        {leftOut && <span data-testid="driver-list-cancelled"> · {leftOut}</span>}
      </p>
      <ol className="driver-list__stops">
        {stops.map((stop, index) => (
          <li key={stop.orderId} className="driver-list__stop" data-testid="driver-stop" data-order-id={stop.orderId}>
            <h2 className="driver-list__name">
              {index + 1}. {stop.name || 'No name given'}
            </h2>
            <p className="driver-list__order">Order {stop.orderId}</p>
            <address className="driver-list__address">
              {stop.addressLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            {stop.phone && (
              <p>
                Phone: <a href={`tel:${stop.phone.replace(/[^\d+]/g, '')}`}>{stop.phone}</a>
              </p>
            )}
            {stop.withCard && <p className="driver-list__card">Gift card goes with the flowers</p>}
            <p>
              {/* The visible words start the name (label in name); the address tells the links apart. */}
              <a
                href={stop.mapLink}
                className="driver-list__map"
                aria-label={`Open map for ${stop.address}`}
                data-testid="driver-stop-map"
              >
                Open map
              </a>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
