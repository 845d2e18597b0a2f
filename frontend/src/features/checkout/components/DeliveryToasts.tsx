import { useId } from 'react';
import { DELIVERY_FEE } from '@shop-rules/delivery-fee';
import { formatPrice } from '../../../lib/format-price';

const TOAST_ATTRIBUTE = 'data-delivery-toast';

export function isInDeliveryToast(element: Element | null): boolean {
  return Boolean(element?.closest(`[${TOAST_ATTRIBUTE}]`));
}

interface DeliveryConfirmToastProps {
  onOk: () => void;
  onCancel: () => void;
}

/**
 * Asks before the delivery charge is added (SPEC §4). Focus moves to OK, so a keyboard user can
 * answer at once (Escape cancels); both buttons are described by the question.
 */
export function DeliveryConfirmToast({ onOk, onCancel }: DeliveryConfirmToastProps) {
  const questionId = useId();
  return (
    // Escape answers Cancel, as it would close a dialog (the toast sits outside the checkout's own key handling).
    <div
      className="delivery-toast"
      data-testid="delivery-toast"
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      {...{ [TOAST_ATTRIBUTE]: '' }}
    >
      <p id={questionId} className="delivery-toast__text">
        Home delivery adds a flat {formatPrice(DELIVERY_FEE)} charge to your order.
      </p>
      <div className="delivery-toast__buttons">
        <button
          type="button"
          className="button button--primary"
          autoFocus
          aria-describedby={questionId}
          data-testid="delivery-toast-ok"
          onClick={onOk}
        >
          OK
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={questionId}
          data-testid="delivery-toast-cancel"
          onClick={onCancel}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}

/** Said when pickup is chosen, or delivery was not confirmed (SPEC §4). */
export function PickupMessage() {
  return <span data-testid="pickup-message">Store pickup selected: no delivery charge.</span>;
}
