import type { KeyboardEvent } from 'react';
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
