import { useId, useState } from 'react';
import { formatShopDate, isShopDate } from '@shop-rules/fulfilment-schedule';
import { shopDayOf } from '@shop-rules/shop-calendar';

/** Where a date goes in a list kept oldest first. */
const sortedIndex = (dates: string[], date: string) => {
  const index = dates.findIndex((other) => other > date);
  return index === -1 ? dates.length : index;
};

/**
 * The "add" row of the holiday and capacity lists: the date typed, what is wrong with it, and where
 * a checked date goes. `check` looks at the row's other inputs once the date is fine.
 */
export function useDatedAdd(dates: string[], duplicateProblem: (date: string) => string) {
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
