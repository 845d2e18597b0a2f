import { useId, type ComponentProps, type ReactNode } from 'react';
import { get, useFormContext, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import { Field } from '../Field';
import './checked-field.css';

type ControlProps = Pick<
  ComponentProps<'input'>,
  'type' | 'autoComplete' | 'maxLength' | 'min' | 'max' | 'placeholder' | 'inputMode' | 'onKeyDown'
>;

export interface CheckedFieldProps<T extends FieldValues, N extends Path<T> = Path<T>> extends ControlProps {
  name: N;
  label: ReactNode;
  /** The react-hook-form rules; their messages are the reasons shown under the control. */
  rules?: RegisterOptions<T, N>;
  /** Marks the label with a star (or "(optional)") and the control with aria-required. */
  required?: boolean;
  /** A `<textarea>` instead of an `<input>`. */
  multiline?: boolean;
  /** A lasting hint under the control (read with it, like the reason). */
  hint?: ReactNode;
  /** `data-testid` of the control; its reason gets `<testId>-error`. */
  testId: string;
  /** Classes added to the wrapper and to the control. */
  className?: string;
  controlClassName?: string;
}

/**
 * One labelled control of a react-hook-form form (`<FormProvider>`), with its rules and, after a
 * refused submit, the reason under it. Hint and reason are tied to the control by
 * aria-describedby, so a screen reader reads them with the label.
 */
export function CheckedField<T extends FieldValues, N extends Path<T> = Path<T>>({
  name,
  label,
  rules,
  required = false,
  multiline = false,
  hint,
  testId,
  className,
  controlClassName,
  ...controlProps
}: CheckedFieldProps<T, N>) {
  const {
    register,
    formState: { errors },
  } = useFormContext<T>();
  const hintId = useId();
  const errorId = useId();
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control = {
    className: controlClassName ? `input ${controlClassName}` : 'input',
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'data-testid': testId,
    ...register(name, rules),
  };
  return (
    <div className={className ? `checked-field ${className}` : 'checked-field'}>
      <Field
        label={
          <>
            {label}
            {required ? (
              <span className="checked-field__required" aria-hidden="true">
                {' '}
                *
              </span>
            ) : (
              <span className="checked-field__optional"> (optional)</span>
            )}
          </>
        }
      >
        {multiline ? <textarea rows={6} {...control} /> : <input {...controlProps} {...control} />}
      </Field>
      {hint && (
        <p id={hintId} className="checked-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
