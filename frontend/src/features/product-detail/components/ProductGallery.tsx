import { useState } from 'react';
import { IMAGE_SLOTS, responsiveImage } from '@shop-rules/responsive-image';

interface ProductGalleryProps {
  name: string;
  /** The product's pictures (at most two). */
  images: readonly string[];
}

/** The large picture with a thumbnail per picture; choosing a thumbnail shows it large (SPEC §2). */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = images[Math.min(selected, images.length - 1)];

  return (
    <div className="gallery" data-testid="product-gallery">
      <div className="gallery__main">
        {current ? (
          <img
            className="gallery__image"
            {...responsiveImage(current, IMAGE_SLOTS.gallery)}
            width={640}
            height={640}
            // The page's main picture (its largest paint): fetched before anything else.
            fetchPriority="high"
            alt={images.length > 1 ? `${name}, picture ${selected + 1} of ${images.length}` : name}
            data-testid="gallery-main-image"
          />
        ) : (
          <div className="gallery__image gallery__image--empty" role="img" aria-label={`${name}: no picture yet`} />
        )}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label="Pictures">
          {images.map((src, index) => (
            <li key={`${index}-${src}`}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`Show picture ${index + 1}`}
                aria-pressed={index === selected}
                data-testid="gallery-thumbnail"
                onClick={() => setSelected(index)}
              >
                <img {...responsiveImage(src, IMAGE_SLOTS.galleryThumb)} width={80} height={80} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
