import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { formatShopDate } from '@shop-rules/fulfilment-schedule';
import { CheckedField } from '../../../components/form/CheckedField';
import { useDatedAdd } from '../hooks/useDatedAdd';
import { LIMITS, wholeBetween, type ScheduleFormValues } from '../model/settings-form';
import { AddProblem, DatedEntries, addOnEnter } from './DatedListParts';

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
      <DatedEntries
        entries={fields}
        empty="Every date takes the daily capacity."
        label="Dates with their own capacity"
        testId="schedule-override"
        onRemove={remove}
      >
        {(field, index) => (
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
        )}
      </DatedEntries>
    </div>
  );
}
