import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import type { UseFormReturn } from 'react-hook-form';
import { isApiError } from '../api/api-error';
import { useSubmissionKey } from '../forms/use-submission-key';
import type { CatalogResource } from '../catalog/list-products';
import { queryKeys } from '../query/query-keys';
import { useAdminFailure, type FailureDisplay } from './use-admin-failure';

export interface AdminWriteOptions<TInput> {
  /** The API call; `idempotencyKey` goes in the `Idempotency-Key` header of POST/PUT writes. */
  write: (input: TInput, idempotencyKey: string) => Promise<unknown>;
  /** Catalogues whose cached lists and details this write changes (storefront and admin alike). */
  invalidates: readonly CatalogResource[];
  /** Logged with the error, and the SPEC's `alert()` text when `display` is 'alert'. */
  failure: { message: string; display: FailureDisplay };
  /** A form whose edits make the next submit a new submission (with a new key). */
  form?: UseFormReturn<any>;
}

export interface AdminWrite<TInput> {
  /** Sends one submission; resolves true when saved (after the success toast), false when refused. */
  run: (input: TInput, successToast: string) => Promise<boolean>;
  pending: boolean;
  /** The server's reason for the last refusal, for the text beside the form. */
  serverError: string | null;
  /** Forgets the refusal and starts a new submission (Cancel, a new edit). */
  reset: () => void;
}

const UNREACHABLE = 'The shop could not be reached. Please try again.';

/** The reason to show for a refused write: the gateway's message, or a plain network note. */
export function refusalReason(error: unknown): string {
  return isApiError(error) && error.status !== 0 ? error.message : UNREACHABLE;
}

/**
 * One admin write (add, save, delete) through the query cache: a success toast and fresh
 * lists after it, the SPEC's failure report (log or alert, login on 401) and the server's
 * reason after a refusal. Each user submission carries one random Idempotency-Key, kept when
 * the same submission is retried (automatically, or by pressing the button again unchanged)
 * and replaced after a success or once the user edits the form.
 */
export function useAdminWrite<TInput>({
  write,
  invalidates,
  failure,
  form,
}: AdminWriteOptions<TInput>): AdminWrite<TInput> {
  const queryClient = useQueryClient();
  const reportFailure = useAdminFailure();
  const [serverError, setServerError] = useState<string | null>(null);
  const forgetRefusal = useCallback(() => setServerError(null), []);
  const submissionKey = useSubmissionKey(form, forgetRefusal);

  const mutation = useMutation({
    mutationFn: ({ input, key }: { input: TInput; key: string }) => write(input, key),
  });

  const { renew } = submissionKey;
  const reset = useCallback(() => {
    renew();
    setServerError(null);
  }, [renew]);

  const run = async (input: TInput, successToast: string): Promise<boolean> => {
    setServerError(null);
    try {
      await mutation.mutateAsync({ input, key: submissionKey.current() });
    } catch (error) {
      reportFailure(error, failure.message, failure.display);
      setServerError(refusalReason(error));
      return false;
    }
    submissionKey.renew();
    toast.success(successToast);
    await Promise.all(
      invalidates.map((resource) => queryClient.invalidateQueries({ queryKey: queryKeys.catalog(resource) })),
    );
    return true;
  };

  return { run, pending: mutation.isPending, serverError, reset };
}
