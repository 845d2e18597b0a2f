import { useEffect, useState } from 'react';
import { dateOfChoice, shopDays, type DateChoice } from '../model/order-dates';

/**
 * The date filter's state: the choice, and the date in the date field (empty at first, so that
 * any date picked there is a change). The list follows every change; a date field empty or still
 * being typed leaves it as it is.
 */
export function useDateChoice(showDate: (date: string) => void) {
  const days = shopDays();
  const [choice, setChoice] = useState<DateChoice>('all');
  const [otherDate, setOtherDate] = useState('');

  useEffect(() => {
    const date = dateOfChoice(choice, otherDate);
    if (choice === 'other' && !date) return;
    showDate(date);
  }, [choice, otherDate, showDate]);

  return {
    ...days,
    choice,
    otherDate,
    choose: setChoice,
    chooseOtherDate: (date: string) => {
      setOtherDate(date);
      setChoice('other');
    },
  };
}
