import type { ComponentProps, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, InputField } from '../Field';

/*
 * Labelled controls wired to the surrounding react-hook-form form (`<FormProvider>`): the
 * field's `name` registers it, every other prop goes to the control.
 */

type Named = { name: string; label: ReactNode };

export function FormInput({ name, label, ...inputProps }: Named & Omit<ComponentProps<'input'>, 'name' | 'className'>) {
  const { register } = useFormContext();
  return <InputField label={label} {...inputProps} {...register(name)} />;
}

export function FormTextarea({
  name,
  label,
  className,
  ...textareaProps
}: Named & Omit<ComponentProps<'textarea'>, 'name'> & { className?: string }) {
  const { register } = useFormContext();
  return (
    <Field label={label}>
      <textarea className={className ? `input ${className}` : 'input'} {...textareaProps} {...register(name)} />
    </Field>
  );
}

export function FormSelect({
  name,
  label,
  children,
  ...selectProps
}: Named & Omit<ComponentProps<'select'>, 'name' | 'className'>) {
  const { register } = useFormContext();
  return (
    <Field label={label}>
      <select className="input" {...selectProps} {...register(name)}>
        {children}
      </select>
    </Field>
  );
}
