import { SHOP } from '../../../config/shop';

const address = encodeURIComponent(SHOP.pickupAddress);
/** Google Maps' keyless embed (the gateway's CSP allows frames from maps.google.com). */
const EMBED_URL = `https://maps.google.com/maps?q=${address}&z=15&output=embed`;
/** The same place in the full Google Maps, for directions. */
const DIRECTIONS_URL = `https://www.google.com/maps/search/?api=1&query=${address}`;

/** The embedded map of the pickup address (SPEC §2), loaded only when it scrolls near the screen. */
export function ContactMap() {
  return (
    <section className="contact-card contact-map" aria-labelledby="contact-map-title">
      <h2 id="contact-map-title" className="contact-card__title">
        Find us
      </h2>
      <div className="contact-map__frame">
        <iframe
          title={`Map of ${SHOP.name} at ${SHOP.pickupAddress}`}
          src={EMBED_URL}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
          data-testid="contact-map"
        />
      </div>
      <p className="contact-map__directions">
        <a href={DIRECTIONS_URL} target="_blank" rel="noopener noreferrer" data-testid="contact-directions">
          Get directions in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </section>
  );
}
