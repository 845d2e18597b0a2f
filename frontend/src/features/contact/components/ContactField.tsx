import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field } from '../../../components/Field';
import { CONTACT_FIELD_MAX, CONTACT_RULES, type ContactFieldName, type ContactFormValues } from '../model/contact-form';

interface ContactFieldProps {
  name: ContactFieldName;
  label: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}

/**
 * One labelled control of the contact form, with its rule and, after a refused submit, the
 * reason under it (tied to the control by aria-describedby, so a screen reader reads both).
 */
export function ContactField({ name, label, required = false, multiline = false, type = 'text', autoComplete }: ContactFieldProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ContactFormValues>();
  const errorId = useId();
  const error = errors[name]?.message;
  const control = {
    className: multiline ? 'input contact-form__message' : 'input',
    maxLength: CONTACT_FIELD_MAX[name],
    autoComplete,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'data-testid': `contact-${name}`,
    ...register(name, CONTACT_RULES[name]),
  };
  return (
    <div className="contact-form__field">
      <Field
        label={
          <>
            {label}
            {required ? (
              <span className="contact-form__required" aria-hidden="true">
                {' '}
                *
              </span>
            ) : (
              <span className="contact-form__optional"> (optional)</span>
            )}
          </>
        }
      >
        {multiline ? <textarea rows={6} {...control} /> : <input type={type} {...control} />}
      </Field>
      {error && (
        <p id={errorId} className="contact-form__error" data-testid={`contact-${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
