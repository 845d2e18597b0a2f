import { HomeButton } from './HomeButton';

interface PromoBlockProps {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  imageSrc: string;
  imageAlt: string;
  buttonLabel: string;
  to: string;
  /** Picture on the left instead of the right (wide screens). */
  reverse?: boolean;
}

/** A promotion band: picture, title, a line of text and a button to a list page (SPEC §2). */
export function PromoBlock({ id, eyebrow, title, text, imageSrc, imageAlt, buttonLabel, to, reverse = false }: PromoBlockProps) {
  const titleId = `promo-${id}-title`;
  return (
    <section
      className={`home-promo${reverse ? ' home-promo--reverse' : ''}`}
      aria-labelledby={titleId}
      data-testid={`home-promo-${id}`}
    >
      <div className="home-promo__text">
        <p className="home-eyebrow">{eyebrow}</p>
        <h2 id={titleId} className="home-section__title">
          {title}
        </h2>
        <p className="home-promo__copy">{text}</p>
        <HomeButton to={to} testId={`home-promo-${id}-button`}>
          {buttonLabel}
        </HomeButton>
      </div>
      <img className="home-promo__image" src={imageSrc} alt={imageAlt} loading="lazy" />
    </section>
  );
}
