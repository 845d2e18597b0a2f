import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  CARD_MESSAGE_MAX,
  CHECKOUT_FIELD_MAX,
  DELIVERY_OPTIONS,
  ORDER_STATUSES,
  PAPER_SHEET_IDS,
  PRODUCT_KINDS,
  US_STATES,
} from '@flowershop/common/contracts';
import { FulfilmentSchema } from '../fulfilment/fulfilment.schema.js';

// Order is an interface in libs/common (no run-time metadata): described here.

@ApiSchema({ name: 'OrderSheet', description: 'The paper sheet a line was wrapped in, at its price then' })
class OrderSheetSchema {
  @ApiProperty({ enum: PAPER_SHEET_IDS })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  price: number;
}

@ApiSchema({ name: 'OrderLine', description: 'One line of an order, priced from the catalogue when placed' })
class OrderLineSchema {
  @ApiProperty({ enum: PRODUCT_KINDS })
  kind: string;

  @ApiProperty()
  productId: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ minimum: 1, maximum: 99 })
  quantity: number;

  @ApiProperty({ description: 'The product price without a sheet' })
  basePrice: number;

  @ApiProperty({ description: 'Unit price charged: basePrice plus the sheet' })
  totalPrice: number;

  @ApiProperty({ description: 'The same unit price as totalPrice' })
  price: number;

  @ApiProperty({ type: OrderSheetSchema, nullable: true })
  selectedSheet: OrderSheetSchema | null;
}

@ApiSchema({
  name: 'OrderAddress',
  description: 'The checkout address as typed (trimmed), with the card message if any',
})
class OrderAddressSchema {
  @ApiProperty({ maxLength: CHECKOUT_FIELD_MAX.firstName })
  firstName: string;

  @ApiProperty({ maxLength: CHECKOUT_FIELD_MAX.lastName })
  lastName: string;

  @ApiProperty({ maxLength: CHECKOUT_FIELD_MAX.email })
  email: string;

  @ApiProperty({ maxLength: CHECKOUT_FIELD_MAX.phone })
  phone: string;

  @ApiProperty({ maxLength: CHECKOUT_FIELD_MAX.address1 })
  address1: string;

  @ApiProperty({ maxLength: CHECKOUT_FIELD_MAX.address2, description: "'' when not given" })
  address2: string;

  @ApiProperty({ maxLength: CHECKOUT_FIELD_MAX.city })
  city: string;

  @ApiProperty({ enum: US_STATES })
  state: string;

  @ApiProperty({ maxLength: CHECKOUT_FIELD_MAX.postalCode })
  postalCode: string;

  @ApiPropertyOptional({
    maxLength: CARD_MESSAGE_MAX,
    description: 'The gift card message, trimmed, may span lines; absent when none was written',
  })
  cardMessage?: string;
}

@ApiSchema({ name: 'Order', description: 'A placed order (SPEC §3); totals in US dollars' })
export class OrderSchema {
  @ApiProperty()
  _id: string;

  @ApiProperty({ example: 'BB-20261123-K7Q2XM' })
  orderId: string;

  @ApiProperty({ enum: ORDER_STATUSES })
  status: (typeof ORDER_STATUSES)[number];

  @ApiProperty({ enum: DELIVERY_OPTIONS })
  delivery: (typeof DELIVERY_OPTIONS)[number];

  @ApiPropertyOptional({
    type: FulfilmentSchema,
    description: 'When it is delivered or collected (issue 13); absent on orders placed before dates existed',
  })
  fulfilment?: FulfilmentSchema;

  @ApiProperty({ type: [OrderLineSchema] })
  cart: OrderLineSchema[];

  @ApiProperty({ description: 'Σ unit price × quantity' })
  subtotal: number;

  @ApiProperty({ description: '10 for delivery, 0 for pickup' })
  deliveryFee: number;

  @ApiProperty({ description: 'subtotal + deliveryFee' })
  total: number;

  @ApiProperty({ type: OrderAddressSchema })
  form: OrderAddressSchema;

  @ApiProperty({ description: 'The signed-in customer who placed it' })
  userEmail: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Last status change' })
  updatedAt?: string;
}
