import { Type } from 'class-transformer';
import { IsInt, IsString, Max, Min } from 'class-validator';
import { StorageConfig } from '@flowershop/common/config';

const HOUR_MS = 60 * 60 * 1000;

export class CatalogConfig extends StorageConfig {
  /** Prefix of the URLs the catalogue hands out for stored images. */
  @IsString()
  IMAGE_BASE_URL = '/api/images';

  /** Longer than any write can stay in flight, so an upload whose product is on its way survives. */
  @Type(() => Number)
  @IsInt({ message: 'IMAGE_SWEEP_GRACE_MS must be a whole number of milliseconds' })
  @Min(1000, { message: 'IMAGE_SWEEP_GRACE_MS must be at least 1000' })
  IMAGE_SWEEP_GRACE_MS = 24 * HOUR_MS;

  /** How often the catalogue looks for unreferenced images (ms); 0 turns the sweep off. */
  @Type(() => Number)
  @IsInt({ message: 'IMAGE_SWEEP_INTERVAL_MS must be a whole number of milliseconds' })
  @Min(0)
  @Max(7 * 24 * HOUR_MS)
  IMAGE_SWEEP_INTERVAL_MS = HOUR_MS;
}
