import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Fulfilment, FulfilmentCalendar, FulfilmentMode, PickupWindow } from '@shop-rules/fulfilment-schedule';
import { queryKeys } from '../../../lib/query/query-keys';
import { getFulfilmentCalendar } from '../../../lib/orders/fulfilment-calendar-api';
import type { CheckoutFormValues } from '../model/checkout-form';
import { saveCheckoutForm } from '../model/checkout-storage';
import { choiceGap, earliestChoice, sameWindow, type ChoiceGap } from '../model/fulfilment-choice';

export interface FulfilmentChoiceState {
  calendar: FulfilmentCalendar | undefined;
  status: 'pending' | 'error' | 'success';
  /** A new read is under way (after a mode change or a refused date). */
  fetching: boolean;
  retry: () => void;
  choice: Fulfilment | undefined;
  /** What is missing before Confirm Order; null when the choice is complete (undefined while the calendar loads). */
  gap: ChoiceGap | null | undefined;
  chooseDate: (date: string) => void;
  chooseWindow: (window: PickupWindow) => void;
}

/**
 * Step 2's date and pickup window (issue 13), from `GET /fulfilment/calendar` for the settled
 * mode (fetched again when it changes, and whenever the step opens). The choice lives in the
 * checkout form and is saved with it in session storage `checkoutForm`. When nothing was
 * chosen yet, the earliest possible date (and window) is offered, and offered anew for the other
 * mode when it does not hold there (delivery is never for today, pickup may be); a date the
 * shopper chose, or a saved one, that is no longer possible is not replaced silently: the step
 * asks for another.
 */
export function useFulfilmentChoice(
  form: UseFormReturn<CheckoutFormValues>,
  mode: FulfilmentMode,
  onChange: () => void,
): FulfilmentChoiceState {
  const query = useQuery({
    queryKey: queryKeys.fulfilmentCalendar(mode),
    queryFn: ({ signal }) => getFulfilmentCalendar(mode, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const choice = useWatch({ control: form.control, name: 'fulfilment' });
  const calendar = query.data;

  const keep = useCallback(
    (next: Fulfilment | undefined, byShopper: boolean) => {
      form.setValue('fulfilment', next);
      saveCheckoutForm(form.getValues());
      if (byShopper) onChange();
    },
    [form, onChange],
  );

  /**
   * The mode whose earliest date the current choice is, while the shopper has not picked one. Within
   * that mode a date that stops holding (refused at Confirm) is the shopper's to replace.
   */
  const offeredFor = useRef<FulfilmentMode | null>(null);
  useEffect(() => {
    if (!calendar) return;
    const current = form.getValues('fulfilment');
    const offeredForOtherMode = offeredFor.current !== null && offeredFor.current !== calendar.mode;
    if (current && !(offeredForOtherMode && choiceGap(calendar, current) !== null)) return;
    const earliest = earliestChoice(calendar);
    if (!earliest) return;
    offeredFor.current = calendar.mode;
    keep(earliest, false);
  }, [calendar, form, keep]);

  const chooseDate = useCallback(
    (date: string) => {
      const previous = form.getValues('fulfilment')?.window;
      // The same pickup time on the new date, when it is open there too.
      const day = calendar?.days.find((candidate) => candidate.date === date);
      const window = day?.windows.find((candidate) => candidate.available && sameWindow(candidate, previous));
      offeredFor.current = null;
      keep(window ? { date, window: { start: window.start, end: window.end } } : { date }, true);
    },
    [calendar, form, keep],
  );

  const chooseWindow = useCallback(
    (window: PickupWindow) => {
      const date = form.getValues('fulfilment')?.date;
      offeredFor.current = null;
      if (date) keep({ date, window: { start: window.start, end: window.end } }, true);
    },
    [form, keep],
  );

  return {
    calendar,
    status: query.status,
    fetching: query.isFetching,
    retry: () => void query.refetch(),
    choice,
    gap: calendar ? choiceGap(calendar, choice) : undefined,
    chooseDate,
    chooseWindow,
  };
}
