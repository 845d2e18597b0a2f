import type { ComponentProps, ReactNode } from 'react';

interface FieldProps {
  label: ReactNode;
  /** Classes added to `field`. */
  className?: string;
  children: ReactNode;
}

/** A form control under its visible label; the label wraps the control, so it also names it. */
export function Field({ label, className, children }: FieldProps) {
  return (
    <label className={className ? `field ${className}` : 'field'}>
      <span className="field__label">{label}</span>
      {children}
    </label>
  );
}

type InputFieldProps = Omit<ComponentProps<'input'>, 'className'> & { label: ReactNode };

/** A labelled `.input` (text, e-mail, file…); every other prop, `ref` included, goes to the input. */
export function InputField({ label, ...inputProps }: InputFieldProps) {
  return (
    <Field label={label}>
      <input className="input" {...inputProps} />
    </Field>
  );
}
