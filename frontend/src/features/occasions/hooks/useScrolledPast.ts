import { useEffect, useState } from 'react';
import { isPastThreshold } from '../model/scroll-threshold';

/** Whether the window is scrolled further down than `threshold` pixels, kept up to date. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => isPastThreshold(window.scrollY, threshold));

  useEffect(() => {
    const update = () => setPast(isPastThreshold(window.scrollY, threshold));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  return past;
}
