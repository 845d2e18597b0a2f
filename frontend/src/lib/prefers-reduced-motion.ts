/** Whether the visitor asks for less motion (a system setting); false where it cannot be read. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
