import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, Min, ValidateBy } from 'class-validator';
import { DEFAULT_HTTP_PORTS } from '@flowershop/common/config/ports';
import { IntSetting, StorageConfig } from '@flowershop/common/config';
import { commaList, isOrigin, isProxyAddress } from './address-lists.js';

const HOUR_MS = 60 * 60 * 1000;

/** A comma-separated list whose every entry passes `check` (an empty list passes too). */
const EachCommaEntry = (check: (entry: string) => boolean, message: string) =>
  ValidateBy(
    {
      name: 'eachCommaEntry',
      validator: { validate: (value) => typeof value === 'string' && commaList(value).every(check) },
    },
    { message },
  );

export class GatewayConfig extends StorageConfig {
  @IntSetting(0, 65535)
  PORT: number = DEFAULT_HTTP_PORTS.PORT;

  @IsString()
  HOST = '0.0.0.0';

  /** Built SPA served at `/`; empty disables it (API only). */
  @IsOptional()
  @IsString()
  STATIC_DIR?: string;

  /** Largest accepted image upload, in bytes. */
  @IntSetting(1024, 50 * 1024 * 1024)
  UPLOAD_MAX_BYTES = 8 * 1024 * 1024;

  /** Largest accepted image, in pixels (width × height), against decompression bombs. */
  @IntSetting(10000)
  UPLOAD_MAX_PIXELS = 40_000_000;

  /**
   * Age (ms) at which a custom order's picture no stored request refers to is deleted. Longer than a
   * submission can stay in flight (RPC_TIMEOUT_MS, also its broker expiration), so one on its way survives.
   */
  @Type(() => Number)
  @IsInt({ message: 'CUSTOM_IMAGE_SWEEP_GRACE_MS must be a whole number of milliseconds' })
  @Min(1000, { message: 'CUSTOM_IMAGE_SWEEP_GRACE_MS must be at least 1000' })
  @ValidateBy(
    {
      name: 'longerThanRpcTimeout',
      validator: {
        validate: (value, args) => typeof value === 'number' && value > (args?.object as GatewayConfig).RPC_TIMEOUT_MS,
      },
    },
    { message: 'CUSTOM_IMAGE_SWEEP_GRACE_MS must be longer than RPC_TIMEOUT_MS' },
  )
  CUSTOM_IMAGE_SWEEP_GRACE_MS = 24 * HOUR_MS;

  /** How often the gateway looks for custom-order pictures no request refers to (ms); 0 turns the sweep off. */
  @Type(() => Number)
  @IsInt({ message: 'CUSTOM_IMAGE_SWEEP_INTERVAL_MS must be a whole number of milliseconds' })
  @Min(0)
  @Max(7 * 24 * HOUR_MS)
  CUSTOM_IMAGE_SWEEP_INTERVAL_MS = HOUR_MS;

  /** Longest a cached catalogue answer is served should a change event be missed (ms); 0 turns the cache off. */
  @IntSetting(0)
  CATALOG_CACHE_TTL_MS = 30_000;

  /** Longest a verified customer token is trusted without asking identity (ms, while revocations are heard); 0 asks every time. */
  @IntSetting(0)
  VERIFIED_TOKEN_TTL_MS = 60_000;

  /** Mark the admin cookie Secure (behind HTTPS in production). */
  @Transform(({ value }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  COOKIE_SECURE = false;

  /** Admin sign-in attempts allowed per client address per minute (then 429). */
  @IntSetting(1)
  ADMIN_LOGIN_LIMIT_PER_MINUTE = 10;

  /** Contact messages accepted per client address per minute (then 429). */
  @IntSetting(1)
  CONTACT_LIMIT_PER_MINUTE = 5;

  /** Custom orders accepted per client address per minute (then 429). */
  @IntSetting(1)
  CUSTOM_ORDER_LIMIT_PER_MINUTE = 5;

  /** Sign-in code requests, and code checks, accepted per client address per minute (then 429). */
  @IntSetting(1)
  OTP_LIMIT_PER_MINUTE = 10;

  /** Order-status link reads accepted per client address per minute (then 429): slows guessing. */
  @IntSetting(1)
  ORDER_STATUS_LIMIT_PER_MINUTE = 30;

  /** The shop's origins (comma-separated), the only ones allowed cookie-authenticated writes; unset: localhost and 127.0.0.1 at PORT. */
  @IsOptional()
  @EachCommaEntry(isOrigin, 'PUBLIC_ORIGIN must be comma-separated origins such as https://shop.example.com (no path)')
  PUBLIC_ORIGIN?: string;

  /** Proxies whose X-Forwarded-For is believed (addresses, CIDR ranges, loopback, …); unset: the socket is the client. */
  @IsOptional()
  @EachCommaEntry(
    isProxyAddress,
    'TRUSTED_PROXIES must be comma-separated IP addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  )
  TRUSTED_PROXIES?: string;
}
