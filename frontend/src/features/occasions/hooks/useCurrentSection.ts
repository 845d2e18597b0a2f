import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { currentSection, type SectionPosition } from '../model/current-section';

/**
 * Scroll-spy: the id of the section being read (see currentSection), kept up to date as the
 * window scrolls or resizes, measured at most once a frame. `ids` must be a stable array; empty
 * while the sections are not on the page.
 */
export function useCurrentSection(ids: readonly string[]): string | null {
  const { hash } = useLocation();
  const [current, setCurrent] = useState<string | null>(null);

  useEffect(() => {
    // As the scroll manager reads it: not decoded (a stray `%` made decoding throw).
    const hashId = hash.slice(1) || null;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const page = document.documentElement;
      // The CSS says where a jump lands (under the sticky bars); 'auto' or nothing counts as 0.
      const px = (value: string) => Number.parseFloat(value) || 0;
      const scrollPaddingTop = px(getComputedStyle(page).scrollPaddingTop);
      const sections: SectionPosition[] = ids.flatMap((id) => {
        const element = document.getElementById(id);
        if (!element) return [];
        const landsAt = scrollPaddingTop + px(getComputedStyle(element).scrollMarginTop);
        return [{ id, top: element.getBoundingClientRect().top, landsAt }];
      });
      const atBottom = window.scrollY + window.innerHeight >= page.scrollHeight - 2;
      setCurrent(currentSection(sections, { atBottom, viewportHeight: window.innerHeight, hashId }));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ids, hash]);

  return current;
}
