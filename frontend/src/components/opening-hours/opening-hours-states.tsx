import { SHOP } from '../../config/shop';
import './opening-hours.css';

/** What the opening-hours line says when the hours cannot be read: never nothing, never stale hours. */
export const OPENING_HOURS_UNAVAILABLE_TEXT = `Call us on ${SHOP.phone} for today's opening hours`;

export interface OpeningHoursProps {
  /** Said before the hours ("Opening hours: "); left out when the hours cannot be read. */
  label?: string;
  testId: string;
}

/**
 * Holds the line's place while the hours load, so nothing below it moves when they arrive (the
 * footer counts toward the pages' layout shift). Its width is a usual week's summary, drawn by
 * the style sheet, hidden and left out of the accessibility tree: nothing is announced.
 */
export function OpeningHoursPlaceholder({ label, testId }: OpeningHoursProps) {
  return (
    <span className="opening-hours--pending" aria-hidden data-testid={testId}>
      {label}
    </span>
  );
}

/** The line when the hours cannot be read (a failed answer, or the line's own code failed to load). */
export function OpeningHoursUnavailable({ testId }: OpeningHoursProps) {
  return <span data-testid={testId}>{OPENING_HOURS_UNAVAILABLE_TEXT}</span>;
}
