import type { KeyboardEvent, ReactNode } from 'react';
import { formatShopDate } from '@shop-rules/fulfilment-schedule';

/** Enter in an "add" input adds the entry instead of saving the whole form. */
export const addOnEnter = (add: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  add();
};

/** The add row's problem, announced as soon as it appears. */
export function AddProblem({ id, problem }: { id: string; problem: string }) {
  if (!problem) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {problem}
    </p>
  );
}

/** Remove, named for its date so a screen reader tells the list's buttons apart. */
export function RemoveDateButton({ date, onRemove }: { date: string; onRemove: () => void }) {
  return (
    <button type="button" className="button button--secondary" aria-label={`Remove ${formatShopDate(date)}`} onClick={onRemove}>
      Remove
    </button>
  );
}

/**
 * A dated list as the form holds it: a hint when it is empty, else one entry per date, each with
 * what `children` shows for it and a Remove button named for its date.
 */
export function DatedEntries<Entry extends { id: string; date: string }>({
  entries,
  empty,
  label,
  testId,
  onRemove,
  children,
}: {
  entries: Entry[];
  empty: string;
  label: string;
  testId: string;
  onRemove: (index: number) => void;
  children: (entry: Entry, index: number) => ReactNode;
}) {
  if (entries.length === 0) return <p className="checked-field__hint">{empty}</p>;
  return (
    <ul className="admin-schedule__entries" aria-label={label}>
      {entries.map((entry, index) => (
        <li key={entry.id} className="admin-schedule__entry" data-testid={testId} data-date={entry.date}>
          {children(entry, index)}
          <RemoveDateButton date={entry.date} onRemove={() => onRemove(index)} />
        </li>
      ))}
    </ul>
  );
}
