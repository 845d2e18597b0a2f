import { useId, useState, type KeyboardEvent } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { formatShopDate, isShopDate } from '@shop-rules/fulfilment-schedule';
import { CheckedField } from '../../../components/form/CheckedField';
import { LIMITS, wholeBetween, type ScheduleFormValues } from '../model/settings-form';

/** Enter in an "add" input adds the entry instead of saving the whole form. */
const addOnEnter = (add: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  add();
};

/** Where a date goes in a list kept oldest first. */
const sortedIndex = (dates: string[], date: string) => {
  const index = dates.findIndex((other) => other > date);
  return index === -1 ? dates.length : index;
};

/** Remove, named for its date so a screen reader tells the list's buttons apart. */
function RemoveDateButton({ date, onRemove }: { date: string; onRemove: () => void }) {
  return (
    <button type="button" className="button button--secondary" aria-label={`Remove ${formatShopDate(date)}`} onClick={onRemove}>
      Remove
    </button>
  );
}

/** Holidays: a date input with Add, and the list of dates, each with Remove. */
export function BlackoutDatesField() {
  const { control } = useFormContext<ScheduleFormValues>();
  const { fields, insert, remove } = useFieldArray({ control, name: 'blackoutDates' });
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState('');
  const inputId = useId();
  const problemId = useId();

  function add() {
    if (!isShopDate(date)) return setProblem('Choose a date to add.');
    const dates = fields.map((field) => field.date);
    if (dates.includes(date)) return setProblem(`${formatShopDate(date)} is already a holiday.`);
    setProblem('');
    insert(sortedIndex(dates, date), { date });
    setDate('');
  }

  return (
    <div className="admin-schedule__list" data-testid="schedule-blackouts">
      <label className="field__label" htmlFor={inputId}>
        Holidays (closed on these dates)
      </label>
      <div className="admin-schedule__add">
        <input
          id={inputId}
          className="input"
          type="date"
          value={date}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => setDate(event.target.value)}
          onKeyDown={addOnEnter(add)}
          data-testid="schedule-blackout-input"
        />
        <button type="button" className="button button--secondary" onClick={add} data-testid="schedule-blackout-add">
          Add holiday
        </button>
      </div>
      {problem && (
        <p id={problemId} className="field__error" role="alert">
          {problem}
        </p>
      )}
      {fields.length === 0 ? (
        <p className="checked-field__hint">No holidays.</p>
      ) : (
        <ul className="admin-schedule__entries" aria-label="Holidays">
          {fields.map((field, index) => (
            <li key={field.id} className="admin-schedule__entry" data-testid="schedule-blackout" data-date={field.date}>
              <span>{formatShopDate(field.date)}</span>
              <RemoveDateButton date={field.date} onRemove={() => remove(index)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Dates with their own capacity (0 = no orders that day): date and capacity with Add, then the list. */
export function CapacityOverridesField() {
  const { control } = useFormContext<ScheduleFormValues>();
  const { fields, insert, remove } = useFieldArray({ control, name: 'capacityOverrides' });
  const [date, setDate] = useState('');
  const [capacity, setCapacity] = useState('');
  const [problem, setProblem] = useState('');
  const problemId = useId();
  const capacityRule = wholeBetween('Capacity', LIMITS.overrideCapacity);

  function add() {
    if (!isShopDate(date)) return setProblem('Choose a date to add.');
    const dates = fields.map((field) => field.date);
    if (dates.includes(date)) return setProblem(`${formatShopDate(date)} already has its own capacity: change it below.`);
    const capacityProblem = capacityRule(capacity);
    if (capacityProblem !== true) return setProblem(capacityProblem);
    setProblem('');
    insert(sortedIndex(dates, date), { date, capacity: capacity.trim() });
    setDate('');
    setCapacity('');
  }

  const describedBy = problem ? problemId : undefined;
  return (
    <div className="admin-schedule__list" data-testid="schedule-overrides">
      <p className="field__label">Capacity on particular dates</p>
      <div className="admin-schedule__add">
        <label className="field">
          <span className="checked-field__hint">Date</span>
          <input
            className="input"
            type="date"
            value={date}
            aria-describedby={describedBy}
            onChange={(event) => setDate(event.target.value)}
            onKeyDown={addOnEnter(add)}
            data-testid="schedule-override-date"
          />
        </label>
        <label className="field">
          <span className="checked-field__hint">Orders that day</span>
          <input
            className="input admin-schedule__number"
            type="number"
            inputMode="numeric"
            min={LIMITS.overrideCapacity.min}
            max={LIMITS.overrideCapacity.max}
            value={capacity}
            aria-describedby={describedBy}
            onChange={(event) => setCapacity(event.target.value)}
            onKeyDown={addOnEnter(add)}
            data-testid="schedule-override-capacity"
          />
        </label>
        <button type="button" className="button button--secondary" onClick={add} data-testid="schedule-override-add">
          Add date
        </button>
      </div>
      {problem && (
        <p id={problemId} className="field__error" role="alert">
          {problem}
        </p>
      )}
      {fields.length === 0 ? (
        <p className="checked-field__hint">Every date takes the daily capacity.</p>
      ) : (
        <ul className="admin-schedule__entries" aria-label="Dates with their own capacity">
          {fields.map((field, index) => (
            <li key={field.id} className="admin-schedule__entry" data-testid="schedule-override" data-date={field.date}>
              <CheckedField<ScheduleFormValues>
                name={`capacityOverrides.${index}.capacity`}
                label={`Orders on ${formatShopDate(field.date)}`}
                type="number"
                inputMode="numeric"
                min={LIMITS.overrideCapacity.min}
                max={LIMITS.overrideCapacity.max}
                required
                rules={{ validate: capacityRule }}
                testId={`schedule-override-${field.date}`}
              />
              <RemoveDateButton date={field.date} onRemove={() => remove(index)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
