import './catalog.css';

export interface CoverBannerProps {
  title: string;
  subtitle?: string;
  imageSrc: string;
  imageAlt: string;
}

/** The wide picture at the top of a list page, with the page title over it. */
export function CoverBanner({ title, subtitle, imageSrc, imageAlt }: CoverBannerProps) {
  return (
    <section className="cover-banner" data-testid="cover-banner">
      {/* The first large paint of a list page: fetched before the cards' pictures. */}
      <img
        className="cover-banner__image"
        src={imageSrc}
        alt={imageAlt}
        fetchPriority="high"
        data-testid="cover-banner-image"
      />
      <div className="cover-banner__text">
        <h1 className="cover-banner__title">{title}</h1>
        {subtitle && <p className="cover-banner__subtitle">{subtitle}</p>}
      </div>
    </section>
  );
}
