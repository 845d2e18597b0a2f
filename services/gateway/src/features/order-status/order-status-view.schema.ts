import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { DELIVERY_OPTIONS, ORDER_STATUSES } from '@flowershop/common/contracts';
import { FulfilmentSchema } from '../fulfilment/fulfilment.schema.js';

// OrderStatusView is an interface in libs/common (no run-time metadata): described here.

@ApiSchema({ name: 'OrderStatusAddress', description: 'Where a delivery goes: the address lines only' })
class OrderStatusAddressSchema {
  @ApiProperty()
  address1: string;

  @ApiProperty({ description: "'' when none" })
  address2: string;

  @ApiProperty()
  city: string;

  @ApiProperty()
  state: string;

  @ApiProperty()
  postalCode: string;
}

@ApiSchema({ name: 'OrderStatusLine', description: 'What and how many' })
class OrderStatusLineSchema {
  @ApiProperty()
  name: string;

  @ApiProperty({ minimum: 1 })
  quantity: number;

  @ApiPropertyOptional({ description: 'The paper sheet it is wrapped in' })
  sheetName?: string;
}

@ApiSchema({
  name: 'OrderStatusView',
  description:
    "One order as its e-mailed status link shows it: no more than the e-mails did — never the shopper's " +
    'e-mail address, phone, last name, card message or any other order',
})
export class OrderStatusViewSchema {
  @ApiProperty({ example: 'BB-20261123-K7Q2XM' })
  orderId: string;

  @ApiProperty({ enum: ORDER_STATUSES })
  status: string;

  @ApiProperty({ enum: DELIVERY_OPTIONS })
  delivery: string;

  @ApiPropertyOptional({
    type: FulfilmentSchema,
    description: 'Absent on orders placed before dates existed',
  })
  fulfilment?: FulfilmentSchema;

  @ApiProperty()
  firstName: string;

  @ApiPropertyOptional({ type: OrderStatusAddressSchema, description: 'Only for delivery' })
  address?: OrderStatusAddressSchema;

  @ApiProperty({ type: [OrderStatusLineSchema] })
  lines: OrderStatusLineSchema[];

  @ApiProperty({ description: 'The order total in US dollars' })
  total: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', description: 'When this link stops working' })
  linkExpiresAt: string;
}
