import { IsString, Matches } from 'class-validator';
import { CommonConfig } from '@flowershop/common/config';

export class OrdersConfig extends CommonConfig {
  /** Where the gateway serves stored images: a custom order's picture URL is this plus its key. */
  @IsString()
  @Matches(/^(\/|https?:\/\/)/, { message: 'IMAGE_BASE_URL must be a path like /api/images or an http(s) URL' })
  IMAGE_BASE_URL = '/api/images';
}
