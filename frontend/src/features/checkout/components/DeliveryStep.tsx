import { useCallback, useId, useRef, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { formatFulfilment, type Fulfilment } from '@shop-rules/fulfilment-schedule';
import { DELIVERY_FEE } from '@shop-rules/delivery-fee';
import { SHOP } from '../../../config/shop';
import { formatPrice } from '../../../lib/format-price';
import { useRefocusAfterBusy } from '../../../lib/forms/use-refocus-after-busy';
import { useDeliveryChoice } from '../hooks/useDeliveryChoice';
import { useFulfilmentChoice } from '../hooks/useFulfilmentChoice';
import type { OrderRefusal } from '../hooks/usePlaceOrder';
import type { CheckoutFormValues } from '../model/checkout-form';
import { deliveryCharge, orderTotal, type DeliveryChoice } from '../model/delivery';
import { fulfilmentToSend } from '../model/fulfilment-choice';
import { FulfilmentPicker } from './FulfilmentPicker';
import { StepHeading } from './StepHeading';

interface DeliveryStepProps {
  /** The checkout form: step 2's date is kept in it (and saved with it). */
  form: UseFormReturn<CheckoutFormValues>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Σ unit price × quantity of the cart (the cart's own rule). */
  subtotal: number;
  lineCount: number;
  sending: boolean;
  /** Why the server refused the last Confirm Order: its reason (400) is shown by the dates, changed prices by the total. */
  refusal: OrderRefusal | null;
  onBack: () => void;
  onConfirm: (delivery: DeliveryChoice, fulfilment: Fulfilment) => void;
  /** A changed delivery choice or date: the next Confirm Order is a new submission. */
  onDeliveryChange: () => void;
}

const OPTIONS: ReadonlyArray<{ value: DeliveryChoice; title: string; detail: string }> = [
  { value: 'pickup', title: 'Store pickup', detail: `Free · ${SHOP.pickupAddress}` },
  { value: 'delivery', title: 'Home delivery', detail: `${formatPrice(DELIVERY_FEE)} flat charge · to the address you entered` },
];

/** Step 2: pickup or delivery, its date (and pickup time, issue 13), the total, and Confirm Order (SPEC §4, §9). */
export function DeliveryStep({ form, headingRef, subtotal, lineCount, sending, refusal, onBack, onConfirm, onDeliveryChange }: DeliveryStepProps) {
  const headingId = useId();
  const optionRefs = useRef<Partial<Record<DeliveryChoice, HTMLInputElement | null>>>({});
  const refocus = useCallback((choice: DeliveryChoice) => optionRefs.current[choice]?.focus(), []);
  const delivery = useDeliveryChoice({ onChange: onDeliveryChange, refocus });
  const fulfilment = useFulfilmentChoice(form, delivery.confirmed, onDeliveryChange);
  const total = orderTotal(subtotal, delivery.confirmed);
  const isEmpty = lineCount === 0;
  const chosen = fulfilment.gap === null ? fulfilment.choice : undefined;
  const serverReason = refusal?.cause === 'badRequest' ? refusal.message : null;
  const pricesChanged = refusal?.cause === 'pricesChanged' ? refusal.message : null;
  // Confirm Order turns disabled while the order is sent, which drops the focus. After a failure
  // it comes back to the button; when the server refused the date, to the step's heading instead,
  // from where the dates are next (the button turns disabled again once they are read anew).
  const confirmRef = useRef<HTMLButtonElement>(null);
  useRefocusAfterBusy(sending, ...(serverReason ? [headingRef] : [confirmRef, headingRef]));

  return (
    <section className="checkout-step" aria-labelledby={headingId} data-testid="checkout-step-delivery">
      <StepHeading step={2} title="Delivery and confirmation" id={headingId} headingRef={headingRef} />

      <fieldset className="delivery-options">
        <legend className="delivery-options__legend">How would you like to get your order?</legend>
        {OPTIONS.map((option) => (
          <label key={option.value} className="delivery-option">
            <input
              ref={(input) => {
                optionRefs.current[option.value] = input;
              }}
              type="radio"
              name="delivery"
              value={option.value}
              checked={delivery.shown === option.value}
              onChange={() => delivery.choose(option.value)}
              data-testid={`delivery-option-${option.value}`}
            />
            <span className="delivery-option__text">
              <span className="delivery-option__title">{option.title}</span>
              <span className="delivery-option__detail">{option.detail}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {/* While the charge waits for an answer there is no date to choose: the pickup calendar
          under "Home delivery" read as if delivery were by those dates and times. */}
      {!delivery.awaitingConfirmation && <FulfilmentPicker mode={delivery.confirmed} state={fulfilment} refusal={serverReason} />}

      {/* Always present, so its text is announced when it appears. */}
      <p className="checkout-step__hint" role="status" data-testid="delivery-awaiting">
        {delivery.awaitingConfirmation ? 'Accept or cancel the delivery charge in the message at the top of the page.' : ''}
      </p>

      <dl className="checkout-summary" data-testid="checkout-summary">
        {/* While the charge waits for an answer the date shown would be the pickup's: none until then. */}
        {chosen && !delivery.awaitingConfirmation && (
          <div className="checkout-summary__row checkout-summary__row--when">
            <dt>When</dt>
            <dd data-testid="checkout-fulfilment">{formatFulfilment(delivery.confirmed, chosen)}</dd>
          </div>
        )}
        <div className="checkout-summary__row">
          <dt>Subtotal</dt>
          <dd data-testid="checkout-subtotal">{formatPrice(subtotal)}</dd>
        </div>
        <div className="checkout-summary__row">
          <dt>Delivery</dt>
          {/* Home delivery is shown chosen while its charge waits for OK: say so, and count it only once accepted. */}
          <dd data-testid="checkout-delivery-charge">
            {delivery.awaitingConfirmation
              ? `${formatPrice(DELIVERY_FEE)} once you press OK`
              : formatPrice(deliveryCharge(delivery.confirmed))}
          </dd>
        </div>
        <div className="checkout-summary__row checkout-summary__row--total">
          <dt>Total</dt>
          <dd data-testid="checkout-total" aria-live="polite" aria-atomic="true">
            {formatPrice(total)}
          </dd>
        </div>
      </dl>
      {pricesChanged && (
        <p className="checkout-step__problem" role="alert" data-testid="checkout-prices-changed">
          {pricesChanged}
        </p>
      )}
      {isEmpty && (
        <p className="checkout-step__hint" data-testid="checkout-empty-cart">
          Your cart is empty: add something to it first.
        </p>
      )}

      <div className="checkout-actions">
        <button type="button" className="button button--secondary" data-testid="checkout-back" onClick={onBack}>
          Back
        </button>
        <button
          ref={confirmRef}
          type="button"
          className="button button--primary"
          // Nothing to order, the delivery charge still waits for an answer, or no date (and pickup time) yet.
          disabled={sending || isEmpty || delivery.awaitingConfirmation || !chosen}
          data-testid="checkout-confirm"
          onClick={() => chosen && onConfirm(delivery.confirmed, fulfilmentToSend(delivery.confirmed, chosen))}
        >
          {sending ? 'Submitting...' : 'Confirm Order'}
        </button>
      </div>
    </section>
  );
}
