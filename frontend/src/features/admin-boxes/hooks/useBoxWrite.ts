import type { UseFormReturn } from 'react-hook-form';
import { useAdminWrite } from '../../../lib/admin/use-admin-write';

/** A boxes write: refreshes every cached boxes list; failures alert the SPEC text (SPEC §8). */
export function useBoxWrite<TInput>(
  write: (input: TInput, idempotencyKey: string) => Promise<unknown>,
  alertText: string,
  form?: UseFormReturn<any>,
) {
  return useAdminWrite<TInput>({
    write,
    invalidates: ['boxes'],
    failure: { message: alertText, display: 'alert' },
    form,
  });
}

/** The fields of the add and edit forms; a file input's value is its FileList. */
export interface BoxFormFields {
  name: string;
  price: string;
  image: FileList | null;
}

export const firstFile = (files: FileList | null | undefined): File | null => files?.[0] ?? null;
