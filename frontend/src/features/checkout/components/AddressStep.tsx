import { useId, type ComponentProps, type Ref } from 'react';
import { FormProvider } from 'react-hook-form';
import { CHECKOUT_FIELD_MAX } from '@shop-rules/checkout-address';
import { US_STATES } from '@shop-rules/us-states';
import { FormInput, FormSelect } from '../../../components/form/FormFields';
import type { CheckoutForm } from '../hooks/useCheckoutForm';
import type { CheckoutFieldName } from '../model/checkout-form';
import { CardMessageField } from './CardMessageField';
import { StepHeading } from './StepHeading';

type TextFieldName = Exclude<CheckoutFieldName, 'state' | 'cardMessage'>;

interface CheckoutInputProps extends Omit<ComponentProps<'input'>, 'name' | 'className'> {
  name: TextFieldName;
  label: string;
  wide?: boolean;
}

/** A labelled step-1 input; every field but address2 is required (SPEC §5). */
function CheckoutInput({ name, label, wide = false, ...inputProps }: CheckoutInputProps) {
  const optional = name === 'address2';
  return (
    <div className={wide ? 'checkout-fields__wide' : undefined}>
      <FormInput
        name={name}
        label={optional ? `${label} (optional)` : label}
        maxLength={CHECKOUT_FIELD_MAX[name]}
        aria-required={!optional}
        data-testid={`checkout-${name}`}
        {...inputProps}
      />
    </div>
  );
}

interface AddressStepProps {
  checkout: CheckoutForm;
  headingRef: Ref<HTMLHeadingElement>;
  onNext: () => void;
}

/**
 * Step 1: where the order goes. Next stays disabled until every required field holds more than
 * spaces; formats are not checked (SPEC §5).
 */
export function AddressStep({ checkout: { form, isComplete }, headingRef, onNext }: AddressStepProps) {
  const headingId = useId();
  const emailHintId = useId();
  const nextHintId = useId();

  return (
    <FormProvider {...form}>
      <form
        className="checkout-step"
        aria-labelledby={headingId}
        noValidate
        data-testid="checkout-step-address"
        // The only rule is the required fields', already applied to the button: no async validation step.
        onSubmit={(event) => {
          event.preventDefault();
          if (isComplete) onNext();
        }}
      >
        <StepHeading step={1} title="Your details" id={headingId} headingRef={headingRef} />
        <p className="checkout-step__lead">Every field is required unless marked optional.</p>

        <div className="checkout-fields">
          <CheckoutInput name="firstName" label="First name" autoComplete="given-name" data-autofocus="" />
          <CheckoutInput name="lastName" label="Last name" autoComplete="family-name" />
          <div className="checkout-fields__wide">
            <CheckoutInput
              name="email"
              label="E-mail"
              type="email"
              autoComplete="email"
              placeholder="Must match your login e-mail"
              aria-describedby={emailHintId}
            />
            <p id={emailHintId} className="checkout-fields__hint">
              Use the e-mail address you logged in with.
            </p>
          </div>
          <CheckoutInput name="phone" label="Phone" type="tel" autoComplete="tel" wide />
          <CheckoutInput name="address1" label="Address line 1" autoComplete="address-line1" wide />
          <CheckoutInput name="address2" label="Address line 2" autoComplete="address-line2" wide />
          <CheckoutInput name="city" label="City" autoComplete="address-level2" wide />
          <FormSelect name="state" label="State" autoComplete="address-level1" aria-required data-testid="checkout-state">
            <option value="">Select a state</option>
            {US_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </FormSelect>
          <CheckoutInput name="postalCode" label="ZIP code" autoComplete="postal-code" />
          <CardMessageField />
        </div>

        {!isComplete && (
          <p id={nextHintId} className="checkout-step__hint" data-testid="checkout-next-hint">
            Fill in every required field to continue.
          </p>
        )}
        <div className="checkout-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={!isComplete}
            aria-describedby={isComplete ? undefined : nextHintId}
            data-testid="checkout-next"
          >
            Next
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
