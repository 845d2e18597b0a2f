/*
 * Shop days (YYYY-MM-DD) in words (admin pages, the checkout's dates). Shop days are plain dates: shown at
 * noon UTC so no zone can move them to another day.
 */

const shortDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

const asDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** `2026-03-09` → `Mon, Mar 9`. */
export function formatShortDay(day: string): string {
  return shortDay.format(asDate(day));
}

/** `2026-03-09` → `Monday, March 9`. */
export function formatLongDay(day: string): string {
  return longDay.format(asDate(day));
}
