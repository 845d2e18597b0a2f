import type { RegisterOptions } from 'react-hook-form';
import type { ContactFields } from '../../../lib/api/schemas';
import { EMAIL_RULE, filled } from '../../../lib/forms/field-rules';

/** What the contact form sends, every field as typed: `POST /contacts` {name, phone, email, subject, message} (SPEC §7). */
export type ContactFormValues = Required<ContactFields>;

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
