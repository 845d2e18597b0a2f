import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, Min, ValidateBy } from 'class-validator';
import { DEFAULT_HTTP_PORTS } from '@flowershop/common/config/ports';
import { StorageConfig } from '@flowershop/common/config';
import { EachCommaEntry } from './each-comma-entry.validator.js';
import { isOrigin, isProxyAddress } from './address-lists.js';

const HOUR_MS = 60 * 60 * 1000;

export class GatewayConfig extends StorageConfig {
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = DEFAULT_HTTP_PORTS.PORT;

  @IsString()
  HOST = '0.0.0.0';

  /** Built SPA served at `/`; empty disables it (API only). */
  @IsOptional()
  @IsString()
  STATIC_DIR?: string;

  /** Largest accepted image upload, in bytes. */
  @Type(() => Number)
  @IsInt()
  @Min(1024)
  @Max(50 * 1024 * 1024)
  UPLOAD_MAX_BYTES = 8 * 1024 * 1024;

  /** Largest accepted image, in pixels (width × height), against decompression bombs. */
  @Type(() => Number)
  @IsInt()
  @Min(10000)
  UPLOAD_MAX_PIXELS = 40_000_000;

  /**
   * How old a custom order's picture no stored request refers to must be before it is deleted
   * (ms): a picture whose submission timed out or never reached orders. Longer than any
   * submission can stay in flight (RPC_TIMEOUT_MS, also its expiration in the broker), so a
   * picture whose request is still on its way survives.
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

  /**
   * Longest time a cached public catalogue answer is served without asking the catalogue again,
   * in case a change event was missed (changes normally refresh it at once); 0 turns the cache off.
   */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  CATALOG_CACHE_TTL_MS = 30_000;

  /**
   * Longest time a customer token identity verified is trusted without asking again (over
   * RabbitMQ, while revocations are heard: a logout anywhere ends it at once); 0 asks every time.
   */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  VERIFIED_TOKEN_TTL_MS = 60_000;

  /** Mark the admin cookie Secure (behind HTTPS in production). */
  @Transform(({ value }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  COOKIE_SECURE = false;

  /** Admin sign-in attempts allowed per client address per minute (then 429). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  ADMIN_LOGIN_LIMIT_PER_MINUTE = 10;

  /** Contact messages accepted per client address per minute (then 429). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  CONTACT_LIMIT_PER_MINUTE = 5;

  /** Custom orders accepted per client address per minute (then 429). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  CUSTOM_ORDER_LIMIT_PER_MINUTE = 5;

  /** Sign-in code requests, and code checks, accepted per client address per minute (then 429). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  OTP_LIMIT_PER_MINUTE = 10;

  /** Order-status link reads accepted per client address per minute (then 429): slows guessing. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  ORDER_STATUS_LIMIT_PER_MINUTE = 30;

  /**
   * The shop's own origins (comma-separated), the only ones allowed to make cookie-authenticated
   * writes; unset means http://localhost:PORT and http://127.0.0.1:PORT (npm start).
   */
  @IsOptional()
  @EachCommaEntry(isOrigin, {
    message: 'PUBLIC_ORIGIN must be comma-separated origins such as https://shop.example.com (no path)',
  })
  PUBLIC_ORIGIN?: string;

  /**
   * Proxies whose X-Forwarded-For is believed (comma-separated addresses, CIDR ranges or
   * loopback/linklocal/uniquelocal); unset means none: the socket address is the client.
   */
  @IsOptional()
  @EachCommaEntry(isProxyAddress, {
    message: 'TRUSTED_PROXIES must be comma-separated IP addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  })
  TRUSTED_PROXIES?: string;
}
