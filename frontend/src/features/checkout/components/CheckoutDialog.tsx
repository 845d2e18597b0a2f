import { useCallback, useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import type { OrderLine } from '../../../lib/api/schemas';
import type { CartLine } from '../../../lib/types/cart';
import { useCheckoutForm } from '../hooks/useCheckoutForm';
import { usePlaceOrder } from '../hooks/usePlaceOrder';
import { orderTotal } from '../model/delivery';
import { AddressStep } from './AddressStep';
import { DeliveryStep } from './DeliveryStep';
import './checkout.css';

export interface CheckoutDialogProps {
  open: boolean;
  onClose: () => void;
  /** The cart as kept in session storage; sent as it is. */
  lines: readonly CartLine[];
  /** The cart's subtotal (Σ unit price × quantity). */
  subtotal: number;
  /** Runs once the order is stored: the app empties the cart. */
  onOrderPlaced: () => void;
  /**
   * Runs when the server refused the order because prices changed: its pricing of `lines`, one
   * per line in the same order; the app brings the cart (and so `lines` and `subtotal`) to it.
   */
  onPricesChanged: (priced: readonly OrderLine[]) => void;
  /** Fills an empty e-mail field with the signed-in customer's. */
  signedInEmail?: string;
}

/** The two-step checkout (SPEC §2 overlays, §4): the address, then delivery and confirmation. */
export function CheckoutDialog({ open, onClose, ...steps }: CheckoutDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Checkout" closeLabel="Close checkout" testId="checkout-dialog" closeTestId="checkout-close">
      {/* Rendered only while open: every opening starts at step 1, with the saved values. */}
      <CheckoutSteps {...steps} onClose={onClose} />
    </Dialog>
  );
}

type CheckoutStepsProps = Omit<CheckoutDialogProps, 'open'>;

function CheckoutSteps({ onClose, lines, subtotal, onOrderPlaced, onPricesChanged, signedInEmail }: CheckoutStepsProps) {
  const checkout = useCheckoutForm(signedInEmail);
  const [step, setStep] = useState<1 | 2>(1);
  const onPlaced = useCallback(() => {
    onOrderPlaced();
    onClose();
  }, [onOrderPlaced, onClose]);
  const order = usePlaceOrder(checkout.form, onPlaced, onPricesChanged);

  // Next and Back move focus to the new step's heading; on opening, the dialog focuses the first field.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  if (step === 1) return <AddressStep checkout={checkout} headingRef={headingRef} onNext={() => setStep(2)} />;
  return (
    <DeliveryStep
      form={checkout.form}
      headingRef={headingRef}
      subtotal={subtotal}
      lineCount={lines.length}
      sending={order.sending}
      refusal={order.refusal}
      onBack={() => setStep(1)}
      onDeliveryChange={order.newSubmission}
      onConfirm={(delivery, fulfilment) =>
        void order.submit({ delivery, cart: lines, total: orderTotal(subtotal, delivery), fulfilment })
      }
    />
  );
}
