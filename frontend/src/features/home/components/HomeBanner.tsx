import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { prefersReducedMotion } from '../../../lib/prefers-reduced-motion';
import { BANNER_POSTER, BANNER_VIDEO } from '../banner-media';
import { HomeButton } from './HomeButton';

const POSTER = `${import.meta.env.BASE_URL}${BANNER_POSTER}`;

/**
 * The looping banner video with the heading Explore! (SPEC §2). The video is drawn by
 * `tools/make-banner-video.mjs`; it is muted and decorative, starts paused for visitors who
 * ask for reduced motion, and has a pause / play control (moving content longer than 5 s).
 */
export function HomeBanner() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [playing, setPlaying] = useState(!reducedMotion);
  // The poster is the home page's first large paint: fetched first, before the video and the
  // pictures below (a <video> has no fetchpriority of its own). The page served for `/` names it
  // already; this covers arriving at `/` from another page.
  preload(POSTER, { as: 'image', fetchPriority: 'high' });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` as a property only; autoplay policies look at it, so make sure of it.
    video.muted = true;
    if (reducedMotion) return;
    Promise.resolve(video.play()).catch(() => setPlaying(false));
  }, [reducedMotion]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      Promise.resolve(video.play()).then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    } else {
      video.pause();
      setPlaying(false);
    }
  };

  return (
    <section className="home-banner" data-testid="home-banner">
      <video
        ref={videoRef}
        className="home-banner__video"
        autoPlay={!reducedMotion}
        muted
        loop
        playsInline
        preload="auto"
        poster={POSTER}
        aria-hidden="true"
        tabIndex={-1}
        data-testid="home-banner-video"
      >
        <source src={`${import.meta.env.BASE_URL}${BANNER_VIDEO}`} type="video/webm" />
      </video>
      <div className="home-banner__text">
        <h1 className="home-banner__title">Explore!</h1>
        <p className="home-banner__subtitle">Fresh bouquets, gift boxes and little keepsakes for every moment.</p>
        <HomeButton to="/occasions" testId="home-banner-cta">
          Shop by Occasion
        </HomeButton>
      </div>
      <button
        type="button"
        className="home-banner__toggle"
        aria-label={playing ? 'Pause the banner video' : 'Play the banner video'}
        data-testid="home-banner-toggle"
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="currentColor">
          {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
        </svg>
      </button>
    </section>
  );
}
