import type { ReactElement } from 'react';
import type { Path } from 'react-hook-form';
import { CheckedField, type CheckedFieldProps } from '../../../components/form/CheckedField';
import type { CustomOrderFormValues } from '../model/custom-order-form';

/**
 * `CheckedField` of this form: the field's name picks the type its rules check (the form also
 * holds lists, so one type for every field would not fit a text field's rule).
 */
export const OrderField = CheckedField as <N extends Path<CustomOrderFormValues>>(
  props: CheckedFieldProps<CustomOrderFormValues, N>,
) => ReactElement;
