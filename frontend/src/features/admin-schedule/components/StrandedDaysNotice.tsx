import { strandedDayText, type StrandedDay } from '../model/stranded-days';

/** After a save: the dates whose booked orders the new settings close, overfill or put outside the hours (none: nothing shown). */
export function StrandedDaysNotice({ days }: { days: StrandedDay[] }) {
  if (days.length === 0) return null;
  return (
    <div className="admin-schedule__stranded" role="alert" data-testid="schedule-stranded">
      <p>
        Saved, but orders are already booked on dates or at pickup times these settings close, overfill or leave outside the opening hours. They stay booked: call those
        customers, or change the settings back.
      </p>
      <ul>
        {days.map((day) => (
          <li key={`${day.date} ${day.problem}`} data-testid="schedule-stranded-day" data-date={day.date}>
            {strandedDayText(day)}
          </li>
        ))}
      </ul>
    </div>
  );
}
