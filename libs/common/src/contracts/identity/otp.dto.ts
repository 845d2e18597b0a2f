import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { isEmailAddress, textProblem, trimmed, validateWith } from '../catalog/product-field.validators.js';

/** A customer's e-mail address (surrounding spaces dropped); never an object. */
export class CustomerEmailDto {
  @trimmed
  @IsString({ message: 'email must be a string' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @validateWith('isEmail', (value) =>
    isEmailAddress(value) ? null : 'email must be a valid e-mail address, like name@example.com',
  )
  // isEmail takes line breaks inside a quoted local part ("a\r\nBcc: …"@x.com): the address goes into mail headers.
  @validateWith('oneLineEmail', (value) =>
    typeof value === 'string' ? textProblem('email', value, { maxLength: 254 }) : null,
  )
  email: string;
}

/** `identity.otp.request`: mail a sign-in code to this address. */
export class RequestOtpDto extends CustomerEmailDto {
  /** The caller's client address (set by the gateway), for the per-client send limit. */
  @IsOptional()
  @IsString({ message: 'clientIp must be a string' })
  @MaxLength(64)
  clientIp?: string;
}

/** `identity.otp.verify`: sign in with the code from the e-mail. */
export class VerifyOtpDto extends CustomerEmailDto {
  @trimmed
  @IsString({ message: 'otp must be a string' })
  @Matches(/^\d{6}$/, { message: 'otp must be the 6-digit code from the e-mail' })
  otp: string;
}

/** `identity.otp.verify` as the gateway sends it: the client counts wrong tries apart from the asker's (ADR 19). */
export class VerifyOtpFromClientDto extends VerifyOtpDto {
  @IsOptional()
  @IsString({ message: 'clientIp must be a string' })
  @MaxLength(64)
  clientIp?: string;
}

/** The same answer for every well-formed e-mail, known or not. */
export class OtpSent {
  /** @example 'OTP sent to your email!' */
  message: string;
}

/** The signed-in customer. */
export class Customer {
  email: string;
}

/** A customer's sign-in (DESIGN §3). */
export class CustomerLoginResult {
  /** Customer bearer token (the SPA keeps it in session storage as `token`). */
  token: string;
  user: Customer;
}

/** What `OtpRequestedEvent.sealedCode` is sealed for (SecretSeal, ADR 20). */
export const OTP_CODE_SEAL = 'identity.otp.requested.sealedCode';

/** Payload of `identity.otp.requested`: the only place the code travels, sealed. */
export interface OtpRequestedEvent {
  email: string;
  /** The code sealed for OTP_CODE_SEAL: only messaging opens it, to mail it. */
  sealedCode?: string;
  /** The code in clear: only in events stored by versions before sealing. */
  code?: string;
  /** ISO 8601 time the code stops working. */
  expiresAt: string;
}
