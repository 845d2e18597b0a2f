import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { formatShopDate } from '@shop-rules/fulfilment-schedule';
import { useDatedAdd } from '../hooks/useDatedAdd';
import type { ScheduleFormValues } from '../model/settings-form';
import { AddProblem, DatedEntries, addOnEnter } from './DatedListParts';

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
      <DatedEntries entries={fields} empty="No holidays." label="Holidays" testId="schedule-blackout" onRemove={remove}>
        {(field) => <span>{formatShopDate(field.date)}</span>}
      </DatedEntries>
    </div>
  );
}
