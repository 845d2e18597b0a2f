import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { StorageConfig } from '@flowershop/common';

export class GatewayConfig extends StorageConfig {
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

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

  /** Mark the admin cookie Secure (behind HTTPS in production). */
  @Transform(({ value }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  COOKIE_SECURE = false;

  @Type(() => Number)
  @IsInt()
  @Min(60)
  ADMIN_TOKEN_TTL_SECONDS = 12 * 3600;

  /** Admin sign-in attempts allowed per client address per minute (then 429). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  ADMIN_LOGIN_LIMIT_PER_MINUTE = 10;
}
