import { IsIn } from 'class-validator';
import { DELIVERY_OPTIONS, type DeliveryOption } from '@flowershop/common/contracts';

/** `GET /api/fulfilment/calendar?delivery=`: the calendar differs for pickup (windows) and delivery. */
export class FulfilmentCalendarQueryDto {
  @IsIn(DELIVERY_OPTIONS, { message: `delivery must be one of: ${DELIVERY_OPTIONS.join(', ')}` })
  delivery: DeliveryOption;
}
