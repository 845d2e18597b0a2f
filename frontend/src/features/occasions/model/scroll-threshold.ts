/** The scroll-to-top button shows once the page is scrolled further than the threshold (SPEC §9). */
export function isPastThreshold(scrollY: number, threshold: number): boolean {
  return scrollY > threshold;
}
