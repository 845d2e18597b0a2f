import { useQueryClient } from '@tanstack/react-query';
import { createElement, useCallback, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { formatFulfilment } from '@shop-rules/fulfilment-schedule';
import { isApiError } from '../../../lib/api/api-error';
import { getCustomerToken } from '../../../lib/auth-tokens';
import { queryKeys } from '../../../lib/query/query-keys';
import { useSubmissionKey } from '../../../lib/forms/use-submission-key';
import type { OrderLine } from '../../../lib/api/schemas';
import { placeOrder, pricesChangedCart, type PlaceOrderPayload } from '../api/place-order';
import { OrderPlacedMessage } from '../components/OrderPlacedMessage';
import { trimCheckoutForm, type CheckoutFormValues } from '../model/checkout-form';
import { clearCheckoutProgress } from '../model/checkout-storage';

export const LOGIN_FIRST_TEXT = 'Please login first!';
export const ORDER_PLACED_TEXT = 'Order placed successfully!';
export const ORDER_FAILED_TEXT = 'Failed to place order. Please try again.';
/** Said when the server refused over changed prices without saying more (it always does). */
export const PRICES_CHANGED_TEXT =
  'Prices have changed since these items were added to your cart. Please check your cart and confirm again.';
/**
 * The outcome of Confirm Order is one toast: a failure after a failure replaces it rather than
 * piling up over the dialog, and the success replaces a failure that is still showing.
 */
const ORDER_OUTCOME_TOAST_ID = 'checkout-order-outcome';

/**
 * Why the server refused the last submission; at most one at a time, and none once anything
 * about the order changes.
 */
export type OrderRefusal =
  /** 400, with the server's reason (e.g. the date just became full): shown by the dates. */
  | { cause: 'badRequest'; message: string }
  /** 409 ORDERS.PRICES_CHANGED, the server's word on it (the cart now has its prices): shown by the total. */
  | { cause: 'pricesChanged'; message: string };

export interface PlaceOrderState {
  /** Sends the order with the step-1 values; reports the outcome itself (toasts). */
  submit: (order: Omit<PlaceOrderPayload, 'form'>) => Promise<void>;
  sending: boolean;
  refusal: OrderRefusal | null;
  /** A changed delivery choice or date makes the next press a new submission. */
  newSubmission: () => void;
}

/**
 * Confirm order (SPEC §4, §5, §8): without a customer token in session storage it only warns;
 * otherwise one `POST /orders` per submission (a retry after a failure reuses its
 * Idempotency-Key). On success the saved checkout goes, `onPlaced` runs (the app clears the
 * cart and closes the dialog) and a toast says so, with the date; the stored order is only logged. On failure
 * everything stays as it was; when the server refused the order (400, e.g. a date that became
 * full meanwhile) its reason is shown too and the calendar is read again. When it refused it
 * because prices changed since the cart was filled (409 ORDERS.PRICES_CHANGED, nothing placed),
 * its message is the toast and stays by the total, and `onPricesChanged` gets its pricing of the
 * lines (the app brings the cart to it), so the next Confirm Order sends the total now shown.
 */
export function usePlaceOrder(
  form: UseFormReturn<CheckoutFormValues>,
  onPlaced: () => void,
  onPricesChanged: (priced: readonly OrderLine[]) => void,
): PlaceOrderState {
  const queryClient = useQueryClient();
  const { current: submissionKey, renew } = useSubmissionKey(form);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<OrderRefusal | null>(null);
  const newSubmission = useCallback(() => {
    renew();
    // A date refused, or a total named, was for the choice of then.
    setRefusal(null);
  }, [renew]);
  // A second press before the button re-renders as disabled sends nothing more.
  const inFlight = useRef(false);

  const submit = useCallback(
    async (order: Omit<PlaceOrderPayload, 'form'>) => {
      if (inFlight.current) return;
      const token = getCustomerToken();
      if (!token) {
        toast(LOGIN_FIRST_TEXT, { icon: '⚠️', id: LOGIN_FIRST_TEXT });
        return;
      }
      inFlight.current = true;
      setSending(true);
      setRefusal(null);
      try {
        const placed = await placeOrder({ form: trimCheckoutForm(form.getValues()), ...order }, token, submissionKey());
        console.log('Order placed', placed);
      } catch (error) {
        console.error('Failed to place order', error);
        const priced = pricesChangedCart(error);
        if (priced) {
          const message = (isApiError(error) && error.serverMessage) || PRICES_CHANGED_TEXT;
          // The dialog's alert reads it out; the toast, outside the modal, only shows it.
          toast.error(message, { id: ORDER_OUTCOME_TOAST_ID, ariaProps: { role: 'status', 'aria-live': 'off' } });
          setRefusal({ cause: 'pricesChanged', message });
          onPricesChanged(priced);
          // The page behind (a product's detail, a list) still shows the old prices: read them again.
          void queryClient.invalidateQueries({ queryKey: queryKeys.catalogs() });
          // The next Confirm Order sends another total: a new submission with its own key. (The
          // server stored nothing under this one, so reusing it would work too; a new key keeps
          // "one key, one payload" true, and a retry of that new total reuses the new key.)
          renew();
          return;
        }
        toast.error(ORDER_FAILED_TEXT, { id: ORDER_OUTCOME_TOAST_ID });
        if (isApiError(error) && error.status === 400) {
          if (error.serverMessage) setRefusal({ cause: 'badRequest', message: error.serverMessage });
          void queryClient.invalidateQueries({ queryKey: queryKeys.fulfilmentCalendars() });
        }
        return;
      } finally {
        inFlight.current = false;
        setSending(false);
      }
      newSubmission();
      clearCheckoutProgress();
      // The shop's words, then the date (and pickup time) the order is for.
      toast.success(createElement(OrderPlacedMessage, { text: ORDER_PLACED_TEXT, when: formatFulfilment(order.delivery, order.fulfilment) }), {
        id: ORDER_OUTCOME_TOAST_ID,
      });
      onPlaced();
    },
    [form, onPlaced, onPricesChanged, submissionKey, renew, newSubmission, queryClient],
  );

  return { submit, sending, refusal, newSubmission };
}
