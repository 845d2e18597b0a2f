import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  COMING_DAYS,
  ORDER_STATUSES,
  PRODUCT_KINDS,
  TOP_PRODUCTS_COUNT,
  TOP_PRODUCTS_DAYS,
} from '@flowershop/common/contracts';
import type { UnavailableReason } from '@flowershop/common/shop-rules';

/** Why a coming day cannot be chosen at checkout: the UnavailableReason values. */
const UNAVAILABLE_REASONS = [
  'past',
  'too-soon',
  'closed',
  'blackout',
  'full',
] as const satisfies readonly UnavailableReason[];

// OrdersDashboard and MessagingDashboard are interfaces in libs/common (no run-time metadata): described here.

@ApiSchema({
  name: 'SalesFigures',
  description:
    'Orders placed on the shop days from..to (both included, America/New_York) and not cancelled, ' +
    'and the sum of their totals with delivery, in US dollars added in whole cents',
})
class SalesFiguresSchema {
  @ApiProperty({ format: 'date', example: '2026-03-09' })
  from: string;

  @ApiProperty({ format: 'date', example: '2026-03-10' })
  to: string;

  @ApiProperty({ minimum: 0 })
  orders: number;

  @ApiProperty({ minimum: 0, example: 117.96 })
  revenue: number;
}

@ApiSchema({ name: 'DashboardSales', description: 'Today, this week (from Monday) and this month (from the 1st)' })
class DashboardSalesSchema {
  @ApiProperty({ type: SalesFiguresSchema })
  today: SalesFiguresSchema;

  @ApiProperty({ type: SalesFiguresSchema })
  week: SalesFiguresSchema;

  @ApiProperty({ type: SalesFiguresSchema })
  month: SalesFiguresSchema;
}

@ApiSchema({ name: 'StatusCount', description: 'Orders in a status now, whenever placed' })
class StatusCountSchema {
  @ApiProperty({ enum: ORDER_STATUSES })
  status: (typeof ORDER_STATUSES)[number];

  @ApiProperty({ minimum: 0 })
  orders: number;
}

@ApiSchema({
  name: 'TopProduct',
  description: 'Units of one product in not-cancelled orders, named as on its latest order',
})
class TopProductSchema {
  @ApiProperty({ enum: PRODUCT_KINDS })
  kind: (typeof PRODUCT_KINDS)[number];

  @ApiProperty()
  productId: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ minimum: 1 })
  quantity: number;
}

@ApiSchema({
  name: 'TopProducts',
  description: `The ${TOP_PRODUCTS_COUNT} most ordered products of the last ${TOP_PRODUCTS_DAYS} shop days, most units first`,
})
class TopProductsSchema {
  @ApiProperty({ format: 'date' })
  from: string;

  @ApiProperty({ format: 'date' })
  to: string;

  @ApiProperty({ type: [TopProductSchema], maxItems: TOP_PRODUCTS_COUNT })
  products: TopProductSchema[];
}

@ApiSchema({
  name: 'DayLoad',
  description:
    'One coming shop day: orders booked for it (pickup and delivery; a cancelled or deleted order gives its place back) ' +
    'against its capacity, and whether a shopper can still choose it',
})
class DayLoadSchema {
  @ApiProperty({ format: 'date', example: '2026-11-27' })
  date: string;

  @ApiProperty({ minimum: 0 })
  booked: number;

  @ApiProperty({ minimum: 0, description: "The daily capacity, or the date's own (0: none that day)" })
  capacity: number;

  @ApiProperty()
  available: boolean;

  @ApiProperty({
    enum: UNAVAILABLE_REASONS,
    required: false,
    description: 'Why it cannot be chosen: closed weekday, blackout holiday, full, too soon (cutoff or lead time)',
  })
  reason?: (typeof UNAVAILABLE_REASONS)[number];
}

@ApiSchema({
  name: 'OpenCustomOrders',
  description: 'Custom orders stay Pending until deleted: every stored one is open',
})
class OpenCustomOrdersSchema {
  @ApiProperty({ minimum: 0 })
  open: number;
}

@ApiSchema({
  name: 'UnreadMessages',
  description:
    "Contact messages received after the newest one the admin's Messages page has shown (every message before its first visit)",
})
export class UnreadMessagesSchema {
  @ApiProperty({ minimum: 0 })
  unread: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'null until the page was first opened',
  })
  seenUpTo: string | null;
}

@ApiSchema({ name: 'MessagesSeen', description: 'The unread contact messages after the mark moved' })
export class MessagesSeenSchema {
  @ApiProperty({ type: UnreadMessagesSchema })
  messages: UnreadMessagesSchema;

  @ApiProperty({
    type: [DayLoadSchema],
    minItems: COMING_DAYS,
    maxItems: COMING_DAYS,
    description: `The next ${COMING_DAYS} shop days by fulfilment date, today first: booked against capacity`,
  })
  comingSevenDays: DayLoadSchema[];
}

@ApiSchema({
  name: 'AdminDashboard',
  description: "The admin dashboard's figures, computed by the services that own the data (orders, messaging)",
})
export class AdminDashboardSchema {
  @ApiProperty({ format: 'date-time' })
  generatedAt: string;

  @ApiProperty({ format: 'date', description: "The shop's day when the figures were made" })
  today: string;

  @ApiProperty({ example: 'America/New_York' })
  timeZone: string;

  @ApiProperty({ type: DashboardSalesSchema })
  sales: DashboardSalesSchema;

  @ApiProperty({
    type: [SalesFiguresSchema],
    description: 'The last 7 shop days, today last (days without orders too)',
  })
  lastSevenDays: SalesFiguresSchema[];

  @ApiProperty({ type: [StatusCountSchema], description: 'Every status, in the order of the status list' })
  byStatus: StatusCountSchema[];

  @ApiProperty({ type: TopProductsSchema })
  topProducts: TopProductsSchema;

  @ApiProperty({ type: OpenCustomOrdersSchema })
  customOrders: OpenCustomOrdersSchema;

  @ApiProperty({ type: UnreadMessagesSchema })
  messages: UnreadMessagesSchema;

  @ApiProperty({
    type: [DayLoadSchema],
    minItems: COMING_DAYS,
    maxItems: COMING_DAYS,
    description: `The next ${COMING_DAYS} shop days by fulfilment date, today first: booked against capacity`,
  })
  comingSevenDays: DayLoadSchema[];
}
