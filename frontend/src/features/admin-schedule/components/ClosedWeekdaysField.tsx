import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { ONE_DAY_OPEN, WEEKDAY_NAMES, keepsOneWeekdayOpen, type ScheduleFormValues } from '../model/settings-form';

/**
 * Each weekday box checks the whole week and, when ticked or cleared, the others again, and that
 * day's hours (not needed while the day is closed every week).
 */
const CLOSED_DAYS = WEEKDAY_NAMES.map((_, weekday) => `closed.${weekday}` as const);
const closedDayRule = (weekday: number) => ({
  validate: keepsOneWeekdayOpen,
  deps: [
    ...CLOSED_DAYS.filter((_, other) => other !== weekday),
    `openingHours.${weekday}.open` as const,
    `openingHours.${weekday}.close` as const,
  ],
});

/** "Closed every week": a box for each weekday, and the reason when no day would stay open. */
export function ClosedWeekdaysField({ serverReason }: { serverReason?: string }) {
  const { register, formState } = useFormContext<ScheduleFormValues>();
  const closedHintId = useId();
  const weekdaysErrorId = useId();
  const weekClosed = formState.errors.closed?.find?.((error) => error?.message)?.message;
  // Said right after the weekday boxes: the page's own check, or the server's reason about them.
  const weekdaysReason = weekClosed ?? serverReason;
  // The hint says the same as the page's own reason: while the reason shows, it stands in for it.
  const showClosedHint = weekdaysReason !== ONE_DAY_OPEN;

  return (
    <div className="admin-schedule__weekdays-group" data-testid="schedule-weekdays">
      <fieldset
        className="admin-schedule__weekdays"
        aria-describedby={
          [showClosedHint ? closedHintId : null, weekdaysReason ? weekdaysErrorId : null].filter(Boolean).join(' ') ||
          undefined
        }
        aria-invalid={Boolean(weekdaysReason)}
      >
        <legend className="field__label">Closed every week</legend>
        {WEEKDAY_NAMES.map((name, weekday) => (
          <label key={name} className="admin-schedule__check">
            <input
              type="checkbox"
              {...register(`closed.${weekday}`, closedDayRule(weekday))}
              data-testid={`schedule-closed-${weekday}`}
            />
            {name}
          </label>
        ))}
      </fieldset>
      {weekdaysReason && (
        <p id={weekdaysErrorId} className="field__error" role="alert" data-testid="schedule-weekdays-error">
          {weekdaysReason}
        </p>
      )}
      {showClosedHint && (
        <p id={closedHintId} className="checked-field__hint">
          {ONE_DAY_OPEN}
        </p>
      )}
    </div>
  );
}
