import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { SubmitOutcome } from '../../../components/form/FormOutcome';
import { useSubmissionKey } from '../../../lib/forms/use-submission-key';
import { sendContactMessage } from '../api/send-contact-message';
import { EMPTY_CONTACT_FORM, type ContactFormValues } from '../model/contact-form';

export interface ContactFormState {
  form: UseFormReturn<ContactFormValues>;
  onSubmit: ReturnType<UseFormReturn<ContactFormValues>['handleSubmit']>;
  sending: boolean;
  outcome: SubmitOutcome;
}

/**
 * The contact form (SPEC §4, §5, §8): checked in the browser first (nothing is sent while a
 * rule fails), then one `POST /contacts` per submission with its own Idempotency-Key (a retry
 * of a failed send reuses it, so the shop gets the message once). Success clears the form;
 * failure keeps what the shopper typed.
 */
export function useContactForm(): ContactFormState {
  const form = useForm<ContactFormValues>({ defaultValues: EMPTY_CONTACT_FORM, mode: 'onSubmit' });
  const submissionKey = useSubmissionKey(form);
  const [outcome, setOutcome] = useState<SubmitOutcome>(null);
  const mutation = useMutation({
    mutationFn: ({ values, key }: { values: ContactFormValues; key: string }) => sendContactMessage(values, key),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await mutation.mutateAsync({ values, key: submissionKey.current() });
    } catch (error) {
      console.error('Failed to send message', error);
      setOutcome('failed');
      return;
    }
    submissionKey.renew();
    form.reset(EMPTY_CONTACT_FORM);
    setOutcome('succeeded');
  });

  return { form, onSubmit, sending: mutation.isPending, outcome };
}
