import { Transform } from 'class-transformer';
import { IsBoolean, IsString } from 'class-validator';
import { StorageConfig } from '@flowershop/common';

export class CatalogConfig extends StorageConfig {
  /** Prefix of the URLs the catalogue hands out for stored images. */
  @IsString()
  IMAGE_BASE_URL = '/api/images';

  /** Seed the demo catalogue into an empty store on start-up. */
  @Transform(({ value }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  SEED_DEMO = false;
}
