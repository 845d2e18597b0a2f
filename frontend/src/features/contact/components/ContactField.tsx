import { CONTACT_FIELD_MAX } from '@shop-rules/contact-limits';
import { CheckedField } from '../../../components/form/CheckedField';
import { CONTACT_RULES, type ContactFieldName, type ContactFormValues } from '../model/contact-form';

interface ContactFieldProps {
  name: ContactFieldName;
  label: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}

/** One control of the contact form: its rule, the server's length limit and, after a refused submit, the reason. */
export function ContactField({ name, label, required = false, multiline = false, type = 'text', autoComplete }: ContactFieldProps) {
  return (
    <CheckedField<ContactFormValues>
      name={name}
      label={label}
      rules={CONTACT_RULES[name]}
      required={required}
      multiline={multiline}
      type={type}
      autoComplete={autoComplete}
      maxLength={CONTACT_FIELD_MAX[name]}
      testId={`contact-${name}`}
    />
  );
}
