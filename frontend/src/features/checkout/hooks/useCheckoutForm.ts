import { useEffect, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import type { CheckoutAddress } from '@shop-rules/checkout-address';
import { EMPTY_CHECKOUT_FORM, missingCheckoutFields, type CheckoutFormValues } from '../model/checkout-form';
import { loadCheckoutForm, saveCheckoutForm } from '../model/checkout-storage';

export interface CheckoutForm {
  form: UseFormReturn<CheckoutFormValues>;
  /** The required fields still blank: Next may be pressed once there are none (SPEC §5); kept up to date as the shopper types. */
  missingFields: (keyof CheckoutAddress)[];
}

/**
 * The step-1 form: starts from the values saved in session storage `checkoutForm` (or an empty
 * form with the signed-in e-mail), and saves every edit there so a closed or reloaded checkout
 * comes back as it was left (SPEC §4).
 */
export function useCheckoutForm(signedInEmail?: string): CheckoutForm {
  const [defaultValues] = useState<CheckoutFormValues>(
    () => loadCheckoutForm() ?? { ...EMPTY_CHECKOUT_FORM, email: signedInEmail ?? '' },
  );
  const form = useForm<CheckoutFormValues>({ defaultValues });
  const values = useWatch({ control: form.control });

  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') saveCheckoutForm(form.getValues());
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return { form, missingFields: missingCheckoutFields(values) };
}
