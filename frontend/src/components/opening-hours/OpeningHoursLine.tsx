import { Fragment } from 'react';
import { weekRuns } from '@shop-rules/opening-hours';
import { useOpeningHours } from '../../lib/opening-hours/useOpeningHours';
import { OpeningHoursPlaceholder, OpeningHoursUnavailable, type OpeningHoursProps } from './opening-hours-states';

/**
 * The shop's hours in one line ("Mon–Sat 10:00–20:00 · Sun closed") as the admin's schedule keeps
 * them; the placeholder while they load, the line that says to call when they cannot be read.
 * Each run of days stays on one line (with the "·" after it), so a narrow screen wraps between
 * runs, never between "Wed–Sat" and its hours.
 * Needs the query cache: screens use `OpeningHours`, which loads this with it.
 */
export default function OpeningHoursLine({ label, testId }: OpeningHoursProps) {
  const { data, isError } = useOpeningHours();
  // A failed refresh keeps the hours already read: they are at most a minute or so old.
  if (data) {
    const runs = weekRuns(data.week);
    return (
      <span data-testid={testId}>
        {label}
        {runs.map((run, index) => (
          <Fragment key={index}>
            {index > 0 && ' '}
            <span className="opening-hours__run">{index < runs.length - 1 ? `${run} ·` : run}</span>
          </Fragment>
        ))}
      </span>
    );
  }
  if (isError) return <OpeningHoursUnavailable testId={testId} />;
  return <OpeningHoursPlaceholder label={label} testId={testId} />;
}
