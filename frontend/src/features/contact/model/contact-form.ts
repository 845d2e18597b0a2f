import type { RegisterOptions } from 'react-hook-form';
import { EMAIL_RULE, filled } from '../../../lib/forms/field-rules';

/** What the contact form sends: `POST /contacts` {name, phone, email, subject, message} (SPEC §7). */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ContactFieldName = keyof ContactFormValues;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** SPEC §5: name, e-mail and message required, the e-mail in a valid format, phone and subject optional. */
export const CONTACT_RULES: Record<ContactFieldName, RegisterOptions<ContactFormValues, ContactFieldName>> = {
  name: { validate: filled('Please enter your name.') },
  email: { validate: EMAIL_RULE },
  phone: {},
  subject: {},
  message: { validate: filled('Please enter your message.') },
};
