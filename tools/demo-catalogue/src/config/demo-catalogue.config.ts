import { Transform } from 'class-transformer';
import { IsBoolean } from 'class-validator';
import { StorageConfig } from '@flowershop/common/config';

/** The transport that reaches the catalog service, and the object store its pictures go to. */
export class DemoCatalogueConfig extends StorageConfig {
  /** Seed the demo catalogue into an empty shop; off, the seed exits at once. */
  @Transform(({ value }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  SEED_DEMO = false;
}
