import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { IsOneLineText, textProblem, validateWith } from '../catalog/product-field.validators.js';
import { CARD_MESSAGE_MAX } from '../../shop-rules/card-message.js';
import { CHECKOUT_FIELD_MAX } from '../../shop-rules/checkout-address.js';
import { US_STATES } from '../../shop-rules/us-states.js';

export { CARD_MESSAGE_MAX, CHECKOUT_FIELD_MAX };

/**
 * The gift card's text: trimmed, Windows line breaks made plain, and nothing ('' or only
 * spaces) made absent, so an order has a `cardMessage` only when there is one. Several lines
 * are fine; other control and bidi-override characters are refused.
 */
function IsCardMessage(): PropertyDecorator {
  const normalised = Transform(({ value }) => {
    if (value === null) return undefined;
    if (typeof value !== 'string') return value;
    return value.replace(/\r\n?/g, '\n').trim() || undefined;
  });
  const check = validateWith('cardMessage', (value, field) =>
    textProblem(field, value, { maxLength: CARD_MESSAGE_MAX, multiline: true }),
  );
  return (target, key) => {
    IsOptional()(target, key);
    check(target, key);
    normalised(target, key);
  };
}

/**
 * The checkout address (SPEC §5, §6): everything but address2 must hold visible text after
 * trimming; the state is one of the 50; phone, ZIP and e-mail formats are not checked, as
 * the SPA does not check them either (orders are mailed to the signed-in e-mail).
 */
export class CheckoutFormDto {
  @IsOneLineText(CHECKOUT_FIELD_MAX.firstName)
  firstName: string;

  @IsOneLineText(CHECKOUT_FIELD_MAX.lastName)
  lastName: string;

  @IsOneLineText(CHECKOUT_FIELD_MAX.email)
  email: string;

  @IsOneLineText(CHECKOUT_FIELD_MAX.phone)
  phone: string;

  @IsOneLineText(CHECKOUT_FIELD_MAX.address1)
  address1: string;

  @IsOptional()
  @IsOneLineText(CHECKOUT_FIELD_MAX.address2, { required: false })
  address2?: string;

  @IsOneLineText(CHECKOUT_FIELD_MAX.city)
  city: string;

  @IsIn(US_STATES, { message: 'state must be one of the 50 US states, by full name (e.g. New Jersey)' })
  state: string;

  @IsOneLineText(CHECKOUT_FIELD_MAX.postalCode)
  postalCode: string;

  /** Optional gift card text (issue 13), printed without prices; may span lines; trimmed, and left out when blank. */
  @IsCardMessage()
  cardMessage?: string;
}
