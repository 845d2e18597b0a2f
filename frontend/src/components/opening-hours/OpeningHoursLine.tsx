import { useOpeningHours } from '../../lib/opening-hours/useOpeningHours';
import { OpeningHoursPlaceholder, OpeningHoursUnavailable, type OpeningHoursProps } from './opening-hours-states';

/**
 * The shop's hours in one line ("Mon–Sat 10:00–20:00 · Sun closed") as the admin's schedule keeps
 * them; the placeholder while they load, the line that says to call when they cannot be read.
 * Needs the query cache: screens use `OpeningHours`, which loads this with it.
 */
export default function OpeningHoursLine({ label, testId }: OpeningHoursProps) {
  const { data, isError } = useOpeningHours();
  // A failed refresh keeps the hours already read: they are at most a minute or so old.
  if (data)
    return (
      <span data-testid={testId}>
        {label}
        {data.summary}
      </span>
    );
  if (isError) return <OpeningHoursUnavailable testId={testId} />;
  return <OpeningHoursPlaceholder label={label} testId={testId} />;
}
