import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { SubmitOutcome } from '../../../components/form/FormOutcome';
import { isApiError } from '../../../lib/api/api-error';
import { useSubmissionKey } from '../../../lib/forms/use-submission-key';
import type { Bouquet } from '../../../lib/api/schemas';
import { submitCustomOrder } from '../api/submit-custom-order';
import {
  EMPTY_CUSTOM_ORDER,
  toCustomOrderData,
  type CustomOrderData,
  type CustomOrderFormValues,
} from '../model/custom-order-form';

export interface CustomOrderFormState {
  form: UseFormReturn<CustomOrderFormValues>;
  onSubmit: ReturnType<UseFormReturn<CustomOrderFormValues>['handleSubmit']>;
  submitting: boolean;
  outcome: SubmitOutcome;
  /** After a failure: the server's reason when it refused the picture (415 not an image, 413 too large), else null. */
  failureDetail: string | null;
  /** The bouquet the search found (shown while the product name is still its name). */
  foundProduct: Bouquet | null;
  chooseProduct: (bouquet: Bouquet) => void;
  /** The picture for upload mode, or null. */
  image: File | null;
  setImage: (file: File | null) => void;
  /** Call after an edit the form does not see as typing (list entries added or removed). */
  edited: () => void;
}

/** The server's own words when it refused the picture: the shopper can choose another one. */
function pictureRefusal(error: unknown): string | null {
  return isApiError(error) && (error.status === 413 || error.status === 415) ? (error.serverMessage ?? null) : null;
}

interface Submission {
  data: CustomOrderData;
  image: File | null;
  key: string;
}

/**
 * The custom order form (SPEC §3–§5, §7, §8): checked in the browser first (nothing is sent while
 * a rule fails), then one multipart `POST /custom-orders` of the active mode with its own
 * Idempotency-Key (a retry of a failed send reuses it, so the shop gets the order once; any edit
 * starts a new one). Success clears the form (the mode stays) and is said until the next edit;
 * failure keeps everything.
 */
export function useCustomOrderForm(): CustomOrderFormState {
  const form = useForm<CustomOrderFormValues>({ defaultValues: EMPTY_CUSTOM_ORDER, mode: 'onSubmit' });
  const [outcome, setOutcome] = useState<SubmitOutcome>(null);
  // The success speaks of the request sent: once the shopper starts another (types, switches
  // mode), it would read as if the new, empty form had gone too.
  const forgetSuccess = useCallback(() => setOutcome((now) => (now === 'succeeded' ? null : now)), []);
  const submissionKey = useSubmissionKey(form, forgetSuccess);
  const [failureDetail, setFailureDetail] = useState<string | null>(null);
  const [foundProduct, setFoundProduct] = useState<Bouquet | null>(null);
  const [image, setImageFile] = useState<File | null>(null);
  const mutation = useMutation({
    mutationFn: ({ data, image: file, key }: Submission) => submitCustomOrder(data, file, key),
  });

  const { renew } = submissionKey;

  function chooseProduct(bouquet: Bouquet) {
    form.setValue('productName', bouquet.name, { shouldDirty: true });
    setFoundProduct(bouquet);
    renew();
  }

  function setImage(file: File | null) {
    setImageFile(file);
    renew();
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    setFailureDetail(null);
    const data = toCustomOrderData(values);
    try {
      // The picture belongs to upload mode only; one chosen before switching to existing mode stays behind.
      await mutation.mutateAsync({ data, image: data.type === 'upload' ? image : null, key: submissionKey.current() });
    } catch (error) {
      console.error('Failed to submit custom order', error);
      setFailureDetail(pictureRefusal(error));
      setOutcome('failed');
      return;
    }
    renew();
    form.reset({ ...EMPTY_CUSTOM_ORDER, mode: values.mode });
    setFoundProduct(null);
    setImageFile(null);
    setOutcome('succeeded');
  });

  return {
    form,
    onSubmit,
    submitting: mutation.isPending,
    outcome,
    failureDetail,
    foundProduct,
    chooseProduct,
    image,
    setImage,
    edited: renew,
  };
}
