import { IsIn, IsOptional } from 'class-validator';
import { IsOneLineText } from '../catalog/product-field.validators.js';
import { CHECKOUT_FIELD_MAX } from '../../shop-rules/checkout-address.js';
import { US_STATES } from '../../shop-rules/us-states.js';

export { CHECKOUT_FIELD_MAX };

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
}
