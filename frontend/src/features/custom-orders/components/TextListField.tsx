import { useId, useState, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '../../../components/Field';
import { addEntry, type CustomOrderFormValues } from '../model/custom-order-form';

interface TextListFieldProps {
  listName: 'flowers' | 'extras';
  /** The field of the text typed but not added yet. */
  draftName: 'flowerDraft' | 'extraDraft';
  legend: string;
  /** One entry, e.g. "Flower": labels the input and the Add button. */
  entryLabel: string;
  placeholder: string;
  max: number;
  maxLength: number;
  /** `data-testid` prefix: `-input`, `-add`, `-item`, `-remove`. */
  testId: string;
  /** Called after an entry is added or removed (a new submission begins). */
  onEdit: () => void;
}

/**
 * A list of short texts built one entry at a time (existing mode's flowers and extras): type,
 * then Add (or Enter); each entry has its own Remove. A status line tells screen readers what
 * changed, and the focus goes back to the input so the next entry can be typed at once.
 */
export function TextListField({
  listName,
  draftName,
  legend,
  entryLabel,
  placeholder,
  max,
  maxLength,
  testId,
  onEdit,
}: TextListFieldProps) {
  const { register, getValues, setValue, setFocus } = useFormContext<CustomOrderFormValues>();
  const list = useWatch<CustomOrderFormValues, typeof listName>({ name: listName });
  const [announcement, setAnnouncement] = useState('');
  const hintId = useId();
  const full = list.length >= max;

  function update(next: string[], said: string) {
    setValue(listName, next, { shouldDirty: true });
    setAnnouncement(said);
    onEdit();
    setFocus(draftName);
  }

  function add() {
    const next = addEntry(list, getValues(draftName), max);
    if (!next) return;
    setValue(draftName, '');
    update(next, `${next[next.length - 1]} added, ${next.length} of ${max}.`);
  }

  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter here adds the entry; it does not submit the order.
    add();
  }

  return (
    <fieldset className="text-list" data-testid={`${testId}-list`}>
      <legend className="text-list__legend">
        {legend} <span className="checked-field__optional">(optional)</span>
      </legend>
      <div className="text-list__add">
        <Field label={entryLabel} className="text-list__field">
          <input
            className="input"
            maxLength={maxLength}
            placeholder={placeholder}
            autoComplete="off"
            aria-describedby={hintId}
            onKeyDown={addOnEnter}
            data-testid={`${testId}-input`}
            {...register(draftName)}
          />
        </Field>
        <button
          type="button"
          className="button button--secondary text-list__button"
          disabled={full}
          onClick={add}
          data-testid={`${testId}-add`}
        >
          Add {entryLabel.toLowerCase()}
        </button>
      </div>
      <p id={hintId} className="custom-order__note">
        {full ? `That is the most we can take (${max}).` : `Add them one at a time, up to ${max}.`}
      </p>
      {list.length > 0 && (
        <ul className="text-list__items" aria-label={`${legend} added`}>
          {list.map((entry, index) => (
            <li key={`${index}-${entry}`} className="text-list__item" data-testid={`${testId}-item`}>
              <span className="text-list__text">{entry}</span>
              <button
                type="button"
                className="text-list__remove"
                aria-label={`Remove ${entry}`}
                onClick={() =>
                  update(
                    list.filter((_, position) => position !== index),
                    `${entry} removed.`,
                  )
                }
                data-testid={`${testId}-remove`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}
