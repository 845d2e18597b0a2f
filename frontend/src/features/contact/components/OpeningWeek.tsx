import { WEEKDAY_NAMES } from '@shop-rules/fulfilment-schedule';
import { MONDAY_FIRST, UPCOMING_CLOSURE_DAYS, dayHoursText, type WeekdayOpeningHours } from '@shop-rules/opening-hours';
import { OpeningHoursUnavailable } from '../../../components/opening-hours/opening-hours-states';
import { formatLongDay } from '../../../lib/format-shop-day';
import { useOpeningHours } from '../../../lib/opening-hours/useOpeningHours';

/** A table cell starts with a capital: "Closed". */
const hoursText = (day: WeekdayOpeningHours) => (day.hours ? dayHoursText(day) : 'Closed');

/** The holidays line when none falls in the days the answer looks ahead. */
export const NO_CLOSURES_TEXT = `No holiday closures in the next ${UPCOMING_CLOSURE_DAYS} days.`;

/**
 * The contact page's opening hours: each day of the week ("Closed" on a closed weekday) as the
 * admin's schedule keeps them, and the holidays of the next weeks (a line always, saying so when
 * there are none). While they load, an invisible week and holidays line of the same size hold
 * their place (nothing announced, nothing below moves); when they cannot be read, the line that
 * says to call.
 */
export function OpeningWeek() {
  const { data, isError } = useOpeningHours();
  if (!data && isError) return <OpeningHoursUnavailable testId="contact-hours" />;
  const pending = !data;
  const week = data?.week ?? MONDAY_FIRST.map((weekday) => ({ weekday, hours: null }));

  return (
    <div
      className={pending ? 'opening-week opening-week--pending' : 'opening-week'}
      aria-hidden={pending || undefined}
      data-testid="contact-hours"
      data-state={pending ? 'pending' : 'ready'}
    >
      <table className="opening-week__table" data-testid={pending ? undefined : 'contact-opening-week'}>
        <caption className="visually-hidden">Opening hours by day</caption>
        <tbody>
          {week.map((day) => (
            <tr key={day.weekday}>
              <th scope="row" className="opening-week__day">
                {WEEKDAY_NAMES[day.weekday]}
              </th>
              <td className={pending ? 'opening-week__hours opening-week__hours--pending' : 'opening-week__hours'}>
                {pending ? null : hoursText(day)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data ? (
        <p
          className={
            data.upcomingClosures.length === 0
              ? 'opening-week__closures opening-week__closures--none'
              : 'opening-week__closures'
          }
          data-testid="contact-closures"
        >
          {data.upcomingClosures.length === 0 ? (
            NO_CLOSURES_TEXT
          ) : (
            <>
              Closed on holidays:{' '}
              {data.upcomingClosures.map((date, index) => (
                <span key={date}>
                  {index > 0 && '; '}
                  <time dateTime={date}>{formatLongDay(date)}</time>
                </span>
              ))}
            </>
          )}
        </p>
      ) : (
        // Holds the holidays line's place: the style sheet draws the no-holidays line in it, so it wraps
        // as that line does on a phone (hidden and left out of the accessibility tree with the rest).
        <p className="opening-week__closures opening-week__closures--none opening-week__closures--pending" />
      )}
    </div>
  );
}
