import { IsString, IsTimeZone, Matches, MinLength, ValidateIf } from 'class-validator';
import { CommonConfig, IntSetting, SealKeysSetting } from '@flowershop/common/config';
import { SHOP_TIME_ZONE } from '@flowershop/common/shop-rules';

export class OrdersConfig extends CommonConfig {
  /** Where the gateway serves stored images: a custom order's picture URL is this plus its key. */
  @IsString()
  @Matches(/^(\/|https?:\/\/)/, { message: 'IMAGE_BASE_URL must be a path like /api/images or an http(s) URL' })
  IMAGE_BASE_URL = '/api/images';

  /** The shop's time zone: fulfilment dates, the same-day cut-off and pickup windows are its wall clock. */
  @IsTimeZone({ message: 'SHOP_TIME_ZONE must be an IANA time zone name, like America/New_York' })
  SHOP_TIME_ZONE: string = SHOP_TIME_ZONE;

  /** Signs the status links in order e-mails (ADR 14); the embedded default keeps a development one, as JWT_SECRET. */
  @ValidateIf((c: OrdersConfig) => c.DB_DRIVER !== 'embedded' || c.ORDER_LINK_SECRET !== undefined)
  @IsString({ message: 'ORDER_LINK_SECRET is required unless DB_DRIVER=embedded' })
  @MinLength(32, { message: 'ORDER_LINK_SECRET must be at least 32 characters' })
  ORDER_LINK_SECRET?: string;

  /** Seals the status link's token in events (ADR 20). */
  @SealKeysSetting()
  SEAL_KEYS?: string;

  /** How long a status link works after the mail carrying it was made. */
  @IntSetting(1, 365, 'ORDER_LINK_TTL_DAYS must be a whole number of days from 1 to 365')
  ORDER_LINK_TTL_DAYS = 30;

  /** Not cancelled orders per customer and date: nothing is paid online, so one account could book up the calendar. */
  @IntSetting(1, 1000, 'ORDERS_PER_CUSTOMER_PER_DAY must be a whole number from 1 to 1000')
  ORDERS_PER_CUSTOMER_PER_DAY = 5;
}
