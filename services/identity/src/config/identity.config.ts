import { Type } from 'class-transformer';
import { IsEmail, IsInt, IsOptional, IsString, Max, Min, MinLength, ValidateIf } from 'class-validator';
import { CommonConfig, SealKeysSetting } from '@flowershop/common/config';

export class IdentityConfig extends CommonConfig {
  /** Signs tokens. Required outside the embedded default, which invents one per data folder and logs so. */
  @ValidateIf((c: IdentityConfig) => c.DB_DRIVER !== 'embedded' || c.JWT_SECRET !== undefined)
  @IsString({ message: 'JWT_SECRET is required unless DB_DRIVER=embedded' })
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

  /** Seals the sign-in code in its event (ADR 20). */
  @SealKeysSetting()
  SEAL_KEYS?: string;

  /** The admin account made (or whose password is reset) at start-up. */
  @IsOptional()
  @IsEmail({}, { message: 'ADMIN_EMAIL must be an e-mail address' })
  ADMIN_EMAIL?: string;

  @ValidateIf((c: IdentityConfig) => c.ADMIN_EMAIL !== undefined)
  @IsString({ message: 'ADMIN_PASSWORD is required with ADMIN_EMAIL' })
  @MinLength(8, { message: 'ADMIN_PASSWORD must be at least 8 characters' })
  ADMIN_PASSWORD?: string;

  @Type(() => Number)
  @IsInt()
  @Min(60)
  @Max(30 * 24 * 3600)
  ADMIN_TOKEN_TTL_SECONDS = 12 * 3600;

  @Type(() => Number)
  @IsInt()
  @Min(60)
  @Max(90 * 24 * 3600)
  CUSTOMER_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

  /** How long a one-time sign-in code works (DESIGN §6: 10 minutes; shorter in tests). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(3600)
  OTP_TTL_SECONDS = 600;

  /**
   * Codes one inbox may get per 10 minutes beyond its 3, each only to replace a latest code that is
   * dead for the asking client (somebody else's wrong tries, or its time): the owner is never locked
   * out by guesses, and a guesser cannot flood the inbox (ADR 19). 0 = none.
   */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(20)
  OTP_REPLACEMENT_SENDS_PER_EMAIL = 3;
}
