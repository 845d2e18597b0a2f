import { Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import { IsIdempotencyKey } from '../catalog/idempotency.js';
import { IsRecordId, isEmailAddress, textProblem, trimmed, validateWith } from '../catalog/product-field.validators.js';
import { CONTACT_FIELD_MAX } from '../../shop-rules/contact-limits.js';

export { CONTACT_FIELD_MAX };

type ContactField = keyof typeof CONTACT_FIELD_MAX;

/** Why a contact field is refused, or null; required fields must hold visible text. */
export function contactFieldProblem(field: ContactField, value: unknown): string | null {
  const required = field === 'name' || field === 'email' || field === 'message';
  if (value === undefined || value === null) return required ? `${field} is required` : null;
  const problem = textProblem(field, value, {
    maxLength: CONTACT_FIELD_MAX[field],
    required,
    multiline: field === 'message',
  });
  if (problem) return problem;
  if (field === 'email' && !isEmailAddress(value)) return 'email must be a valid e-mail address, like name@example.com';
  return null;
}

/** A contact form field: trimmed, then checked by contactFieldProblem. */
function IsContactField(field: ContactField): PropertyDecorator {
  const check = validateWith('contactField', (value) => contactFieldProblem(field, value));
  return (target, key) => {
    check(target, key);
    trimmed(target, key);
  };
}

/**
 * What the contact form sends (SPEC §5): name, e-mail and message required, a real e-mail
 * format, phone and subject optional (empty allowed); all one line except the message.
 */
export class ContactFieldsDto {
  @IsContactField('name')
  name: string;

  @IsContactField('email')
  email: string;

  @IsOptional()
  @IsContactField('phone')
  phone?: string;

  @IsOptional()
  @IsContactField('subject')
  subject?: string;

  @IsContactField('message')
  message: string;
}

export class CreateContactDto {
  @ValidateNested()
  @Type(() => ContactFieldsDto)
  fields: ContactFieldsDto;

  /** The sender's Idempotency-Key: a retried send with the same key is stored once. */
  @IsOptional()
  @IsIdempotencyKey()
  idempotencyKey?: string;
}

export class ContactIdDto {
  @IsRecordId()
  id: string;
}

/** A message sent from the contact form (SPEC §3). */
export class ContactMessage {
  _id: string;
  name: string;
  email: string;
  /** '' when not given. */
  phone: string;
  /** '' when not given. */
  subject: string;
  message: string;
  /** ISO 8601. */
  createdAt: string;
}

/** Payload of `messaging.contact.received`: the message as stored. */
export type ContactReceivedEvent = ContactMessage;
