import type { Fulfilment } from '@shop-rules/fulfilment-schedule';
import type { OrderDelivery, OrderStatus } from '../../../lib/orders/order';

/**
 * One order as its e-mailed status link shows it (`GET /api/order-status/:token`, ADR 14): no
 * more than the e-mails did — never the shopper's e-mail address, phone or last name.
 */
export interface OrderStatusView {
  orderId: string;
  status: OrderStatus;
  delivery: OrderDelivery;
  /** Absent on orders placed before dates existed. */
  fulfilment?: Fulfilment;
  firstName: string;
  /** Only for delivery. */
  address?: { address1: string; address2: string; city: string; state: string; postalCode: string };
  lines: { name: string; quantity: number; sheetName?: string }[];
  total: number;
  createdAt: string;
  linkExpiresAt: string;
}
