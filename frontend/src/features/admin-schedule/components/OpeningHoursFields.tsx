import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckedField } from '../../../components/form/CheckedField';
import { WEEKDAY_NAMES, dayTimeGiven, opensBeforeClosing, type ScheduleFormValues } from '../model/settings-form';

/** A day's hours: needed (and open before close) unless the day is closed every week. */
const openRule = (weekday: number) => ({ validate: dayTimeGiven(weekday) });
const closeRule = (weekday: number) => ({
  validate: { given: dayTimeGiven(weekday), opensFirst: opensBeforeClosing(weekday) },
});
/** By a closed day's hours, which the form keeps but the shop does not use. */
const CLOSED_DAY_HINT = 'Closed every week: these hours are not used.';

/** Opens and Closes for each weekday; a day closed every week keeps its hours, marked as not used. */
export function OpeningHoursFields() {
  const { control } = useFormContext<ScheduleFormValues>();
  const dayHintId = useId();
  const closed = useWatch({ control, name: 'closed' });

  return (
    <div className="admin-schedule__hours">
      {WEEKDAY_NAMES.map((name, weekday) => {
        const dayClosed = Boolean(closed?.[weekday]);
        return (
          <fieldset
            key={name}
            className="admin-schedule__day"
            aria-describedby={dayClosed ? `${dayHintId}-${weekday}` : undefined}
            data-testid={`schedule-day-${weekday}`}
          >
            <legend className="field__label">{name}</legend>
            {/* Not `disabled`: a disabled field's value would not be submitted. */}
            <CheckedField<ScheduleFormValues>
              name={`openingHours.${weekday}.open`}
              label="Opens"
              type="time"
              required={!dayClosed}
              rules={openRule(weekday)}
              testId={`schedule-open-${weekday}`}
            />
            <CheckedField<ScheduleFormValues>
              name={`openingHours.${weekday}.close`}
              label="Closes"
              type="time"
              required={!dayClosed}
              rules={closeRule(weekday)}
              testId={`schedule-close-${weekday}`}
            />
            {dayClosed && (
              <p
                id={`${dayHintId}-${weekday}`}
                className="checked-field__hint admin-schedule__day-hint"
                data-testid={`schedule-day-closed-${weekday}`}
              >
                {CLOSED_DAY_HINT}
              </p>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
