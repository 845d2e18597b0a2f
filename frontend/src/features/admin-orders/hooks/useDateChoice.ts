import { useEffect, useState } from 'react';
import { addDays } from '@shop-rules/shop-calendar';
import { dateOfChoice, shopDays, type DateChoice } from '../model/order-dates';

/**
 * The date filter's state: the choice, and the date in the date field (the day after tomorrow at
 * first). The list follows every change; a date field still being typed leaves it as it is.
 */
export function useDateChoice(showDate: (date: string) => void) {
  const days = shopDays();
  const [choice, setChoice] = useState<DateChoice>('all');
  const [otherDate, setOtherDate] = useState(() => addDays(days.tomorrow, 1));

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
