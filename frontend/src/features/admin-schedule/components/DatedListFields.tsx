import { useId, useState, type KeyboardEvent } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { formatShopDate, isShopDate } from '@shop-rules/fulfilment-schedule';
import { shopDayOf } from '@shop-rules/shop-calendar';
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

/**
 * The "add" row shared by both lists: the date typed, what is wrong with it, and where
 * a checked date goes. `check` looks at the row's other inputs once the date is fine.
 */
function useDatedAdd(dates: string[], duplicateProblem: (date: string) => string) {
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState('');
  const problemId = useId();

  /** The index to insert the new date at (and the row cleared), or undefined with the problem shown. */
  function placeNewDate(check: () => string | true = () => true): number | undefined {
    // A past date changes nothing and is most likely a slip of the year: said, not kept.
    const otherProblem = !isShopDate(date)
      ? 'Choose a date to add.'
      : date < shopDayOf(new Date())
        ? `${formatShopDate(date)} is in the past: choose today or a later date.`
        : dates.includes(date)
        ? duplicateProblem(date)
        : check();
    if (otherProblem !== true) {
      setProblem(otherProblem);
      return undefined;
    }
    setProblem('');
    setDate('');
    return sortedIndex(dates, date);
  }

  return { date, setDate, problem, problemId, placeNewDate };
}

/** The add row's problem, announced as soon as it appears. */
function AddProblem({ id, problem }: { id: string; problem: string }) {
  if (!problem) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {problem}
    </p>
  );
}

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
  const { date, setDate, problem, problemId, placeNewDate } = useDatedAdd(
    fields.map((field) => field.date),
    (taken) => `${formatShopDate(taken)} is already a holiday.`,
  );
  const inputId = useId();

  function add() {
    const index = placeNewDate();
    if (index !== undefined) insert(index, { date });
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
      <AddProblem id={problemId} problem={problem} />
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
  const { date, setDate, problem, problemId, placeNewDate } = useDatedAdd(
    fields.map((field) => field.date),
    (taken) => `${formatShopDate(taken)} already has its own capacity: change it below.`,
  );
  const [capacity, setCapacity] = useState('');
  const capacityRule = wholeBetween('Capacity', LIMITS.overrideCapacity);

  function add() {
    const index = placeNewDate(() => capacityRule(capacity));
    if (index === undefined) return;
    insert(index, { date, capacity: capacity.trim() });
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
      <AddProblem id={problemId} problem={problem} />
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
