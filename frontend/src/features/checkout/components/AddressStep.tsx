import { useId, type ComponentProps, type Ref } from 'react';
import { FormProvider } from 'react-hook-form';
import { CHECKOUT_FIELD_MAX } from '@shop-rules/checkout-address';
import { US_STATES } from '@shop-rules/us-states';
import { FormInput, FormSelect } from '../../../components/form/FormFields';
import type { CheckoutForm } from '../hooks/useCheckoutForm';
import { useMissingOnceTouched } from '../hooks/useMissingOnceTouched';
import { CHECKOUT_FIELD_LABELS, missingFieldsHint, type CheckoutFieldName } from '../model/checkout-form';
import { CardMessageField } from './CardMessageField';
import { StepHeading } from './StepHeading';

type TextFieldName = Exclude<CheckoutFieldName, 'state' | 'cardMessage'>;

interface CheckoutInputProps extends Omit<ComponentProps<'input'>, 'name' | 'className'> {
  name: TextFieldName;
  wide?: boolean;
}

/** A labelled step-1 input; every field but address2 is required (SPEC §5). */
function CheckoutInput({ name, wide = false, ...inputProps }: CheckoutInputProps) {
  const optional = name === 'address2';
  const label = CHECKOUT_FIELD_LABELS[name];
  const invalid = useMissingOnceTouched(name);
  return (
    <div className={wide ? 'checkout-fields__wide' : undefined}>
      <FormInput
        name={name}
        label={optional ? `${label} (optional)` : label}
        maxLength={CHECKOUT_FIELD_MAX[name]}
        aria-required={!optional}
        aria-invalid={invalid}
        data-testid={`checkout-${name}`}
        {...inputProps}
      />
    </div>
  );
}

/** The state, from the 50 (SPEC §5). */
function StateSelect() {
  const invalid = useMissingOnceTouched('state');
  return (
    <FormSelect
      name="state"
      label={CHECKOUT_FIELD_LABELS.state}
      autoComplete="address-level1"
      aria-required
      aria-invalid={invalid}
      data-testid="checkout-state"
    >
      <option value="">Select a state</option>
      {US_STATES.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </FormSelect>
  );
}

interface AddressStepProps {
  checkout: CheckoutForm;
  headingRef: Ref<HTMLHeadingElement>;
  onNext: () => void;
}

/**
 * Step 1: where the order goes. Next stays disabled until every required field holds more than
 * spaces, and the hint beside it names the ones still missing; formats are not checked (SPEC §5).
 */
export function AddressStep({ checkout: { form, missingFields }, headingRef, onNext }: AddressStepProps) {
  const headingId = useId();
  const emailHintId = useId();
  const nextHintId = useId();
  const isComplete = missingFields.length === 0;

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
          <CheckoutInput name="firstName" autoComplete="given-name" data-autofocus="" />
          <CheckoutInput name="lastName" autoComplete="family-name" />
          <div className="checkout-fields__wide">
            <CheckoutInput
              name="email"
              type="email"
              autoComplete="email"
              placeholder="Must match your login e-mail"
              aria-describedby={emailHintId}
            />
            <p id={emailHintId} className="checkout-fields__hint">
              Use the e-mail address you logged in with.
            </p>
          </div>
          <CheckoutInput name="phone" type="tel" autoComplete="tel" wide />
          <CheckoutInput name="address1" autoComplete="address-line1" wide />
          <CheckoutInput name="address2" autoComplete="address-line2" wide />
          <CheckoutInput name="city" autoComplete="address-level2" wide />
          <StateSelect />
          <CheckoutInput name="postalCode" autoComplete="postal-code" />
          <CardMessageField />
        </div>

        {!isComplete && (
          <p id={nextHintId} className="checkout-step__hint" data-testid="checkout-next-hint">
            {missingFieldsHint(missingFields)}
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
