import { useEffect, useId, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/Field';
import { SubmitButton } from '../../../components/form/SubmitButton';

interface OneFieldStepProps {
  label: string;
  /** Shown under the field when it is submitted blank (SPEC §5); nothing is sent then. */
  emptyMessage: string;
  submitLabel: string;
  /** Resolves when the step is done; a failure is reported by the caller (toast), the form stays. */
  onSubmit: (value: string) => Promise<void>;
  testId: string;
  inputProps: Omit<ComponentProps<'input'>, 'name' | 'className' | 'onSubmit'>;
}

/** One step of the login dialog: a single labelled field and its submit button. */
export function OneFieldStep({ label, emptyMessage, submitLabel, onSubmit, testId, inputProps }: OneFieldStepProps) {
  const errorId = useId();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<{ value: string }>({ defaultValues: { value: '' } });
  const error = errors.value?.message;
  // Each step takes the focus when it appears: the button that led to it is gone, and focus left
  // on <body> would be outside the dialog (Tab and Escape would not reach it).
  useEffect(() => setFocus('value'), [setFocus]);
  // A refused value (a wrong code) is corrected here: focus back from the button, which the
  // busy state disabled (and so dropped focus to <body>).
  const submit = async ({ value }: { value: string }) => {
    await onSubmit(value.trim());
    setFocus('value');
  };

  return (
    // noValidate: our own message for a blank field instead of the browser's bubble.
    <form className="form-stack" noValidate onSubmit={handleSubmit(submit)} data-testid={`${testId}-form`}>
      <Field label={label}>
        <input
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={`${testId}-input`}
          {...inputProps}
          {...register('value', { validate: (value) => value.trim() !== '' || emptyMessage })}
        />
      </Field>
      {error && (
        <p id={errorId} className="field__error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
      <SubmitButton busy={isSubmitting} className="button--block" testId={`${testId}-submit`}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
