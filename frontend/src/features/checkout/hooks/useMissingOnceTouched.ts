import { useFormState, useWatch } from 'react-hook-form';
import type { CheckoutAddress } from '@shop-rules/checkout-address';
import { isBlank, REQUIRED_CHECKOUT_FIELDS, type CheckoutFormValues } from '../model/checkout-form';

/**
 * `aria-invalid` for a step-1 field: true while a required one is blank (spaces count as blank),
 * but only once the shopper has left it, so a form just opened is not all flagged as wrong.
 */
export function useMissingOnceTouched(name: keyof CheckoutAddress): true | undefined {
  const value = useWatch<CheckoutFormValues, typeof name>({ name });
  const { touchedFields } = useFormState<CheckoutFormValues>({ name });
  const missing = REQUIRED_CHECKOUT_FIELDS.includes(name) && isBlank(value);
  return (missing && touchedFields[name] === true) || undefined;
}
