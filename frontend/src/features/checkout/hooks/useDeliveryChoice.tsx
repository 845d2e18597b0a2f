import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { DELIVERY_TOAST_DURATION_MS } from '../../../config/constants';
import { DeliveryConfirmToast, PickupMessage, isInDeliveryToast } from '../components/DeliveryToasts';
import { loadDeliveryChoice, saveDeliveryChoice } from '../model/checkout-storage';
import type { DeliveryChoice } from '../model/delivery';

const CONFIRM_TOAST_ID = 'checkout-delivery-confirm';
const PICKUP_TOAST_ID = 'checkout-pickup';

export interface DeliveryChoiceState {
  /** What counts (total, payload, storage): delivery only once the charge was accepted. */
  confirmed: DeliveryChoice;
  /** What the options show: delivery while its charge waits for OK or Cancel. */
  shown: DeliveryChoice;
  awaitingConfirmation: boolean;
  choose: (choice: DeliveryChoice) => void;
}

interface DeliveryChoiceOptions {
  /** Runs after every settled change (a new choice is a new submission). */
  onChange?: () => void;
  /** Puts focus back on the options when it was in the toast that just went away. */
  refocus?: (choice: DeliveryChoice) => void;
}

/**
 * Pickup (the default) or delivery (SPEC §4, DESIGN §8.3). Choosing delivery asks in a toast for
 * 8 s: OK adds the charge, Cancel goes back to pickup, and so does the toast running out, so no
 * charge is added without consent. Choosing pickup says it costs nothing. The settled choice is
 * kept in session storage `checkoutDelivery`.
 */
export function useDeliveryChoice({ onChange, refocus }: DeliveryChoiceOptions = {}): DeliveryChoiceState {
  const [confirmed, setConfirmed] = useState<DeliveryChoice>(loadDeliveryChoice);
  const [awaitingConfirmation, setAwaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ onChange, refocus });
  useEffect(() => {
    latest.current = { onChange, refocus };
  }, [onChange, refocus]);

  const stopAsking = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    // Removed at once: no exit animation keeps its buttons around.
    toast.remove(CONFIRM_TOAST_ID);
  }, []);

  const settle = useCallback(
    (choice: DeliveryChoice) => {
      const focusWasInToast = isInDeliveryToast(document.activeElement) || document.activeElement === document.body;
      stopAsking();
      setAwaiting(false);
      setConfirmed(choice);
      saveDeliveryChoice(choice);
      if (choice === 'pickup') toast(<PickupMessage />, { id: PICKUP_TOAST_ID });
      if (focusWasInToast) latest.current.refocus?.(choice);
      latest.current.onChange?.();
    },
    [stopAsking],
  );

  const choose = useCallback(
    (choice: DeliveryChoice) => {
      if (choice === 'pickup') return settle('pickup');
      toast.remove(PICKUP_TOAST_ID);
      setAwaiting(true);
      // Our own timer rather than the toast's duration: react-hot-toast pauses on hover and has
      // no "expired" callback, and the revert must happen at 8 s exactly.
      toast(<DeliveryConfirmToast onOk={() => settle('delivery')} onCancel={() => settle('pickup')} />, {
        id: CONFIRM_TOAST_ID,
        duration: Infinity,
        ariaProps: { role: 'alert', 'aria-live': 'assertive' },
      });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => settle('pickup'), DELIVERY_TOAST_DURATION_MS);
    },
    [settle],
  );

  // Leaving the step (Back, closing the checkout) while asking: no answer, so no charge.
  useEffect(() => stopAsking, [stopAsking]);

  return { confirmed, shown: awaitingConfirmation ? 'delivery' : confirmed, awaitingConfirmation, choose };
}
