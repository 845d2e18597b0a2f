/** Where a section is, measured in the window (px): its top edge, and where a jump to it puts that edge. */
export interface SectionPosition {
  id: string;
  top: number;
  /** The page's scroll-padding-top plus the section's scroll-margin-top: just under the sticky bars. */
  landsAt: number;
}

export interface ScrollState {
  /** The window cannot scroll any further down. */
  atBottom: boolean;
  viewportHeight: number;
  /** The section the address names (`#get-well`), if any. */
  hashId: string | null;
}

/** A section counts as reached a little before its top meets the line (sub-pixel scrolling, rounding). */
const REACHED_TOLERANCE_PX = 8;

/**
 * The section being read, for the jump list's scroll-spy: the last one whose top has come up to
 * where a jump puts it (just under the sticky header and button), or none
 * above the first section (back at the top of the page). At the very bottom of the page a short
 * last section cannot scroll up that far: there, a section the address names and that is on
 * screen counts (the one just jumped to).
 */
export function currentSection(sections: readonly SectionPosition[], scroll: ScrollState): string | null {
  let current: string | null = null;
  for (const section of sections) {
    if (section.top - section.landsAt <= REACHED_TOLERANCE_PX) current = section.id;
  }
  if (scroll.atBottom && scroll.hashId) {
    const named = sections.find((section) => section.id === scroll.hashId);
    if (named && named.top >= 0 && named.top < scroll.viewportHeight) return named.id;
  }
  return current;
}
