import { createHmac, timingSafeEqual } from 'node:crypto';
import { IsString, Matches, MaxLength } from 'class-validator';
import type { Fulfilment } from '../../shop-rules/fulfilment-schedule.js';
import type { DeliveryAddress, DeliveryOption, OrderStatus } from './order.js';

/**
 * The status link's token (ADR 14): `<payload><signature>`, both base64url, the signature (HMAC-SHA256
 * with ORDER_LINK_SECRET) its last 43 characters: a dot between would make `/order-status/<token>` look
 * like a file to the gateway's page fallback. Nothing is stored: the expiry is inside the payload.
 */
export interface OrderStatusTokenPayload {
  /** The order's `_id`. */
  o: string;
  /** Expiry, in whole seconds since 1970 (UTC). */
  e: number;
}

/** Longest token accepted: an `_id` of up to 64 characters makes one of about 150. */
export const ORDER_STATUS_TOKEN_MAX_LENGTH = 256;
const SIGNATURE_LENGTH = 43;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{44,}$/;

const signature = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A token for one order that works until `expiresAt`. */
export function signOrderStatusToken(secret: string, orderId: string, expiresAt: Date): string {
  const body: OrderStatusTokenPayload = { o: orderId, e: Math.floor(expiresAt.getTime() / 1000) };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}${signature(secret, payload)}`;
}

export type OrderStatusTokenCheck =
  | { ok: true; orderId: string; expiresAt: Date }
  | { ok: false; problem: 'invalid' }
  | { ok: false; problem: 'expired'; orderId: string; expiresAt: Date };

/**
 * Reads a token: `invalid` when it was not signed with this secret (altered, made up, cut short);
 * `expired` when it is genuine but its time is over. The signature is checked first, in constant time.
 */
export function checkOrderStatusToken(secret: string, token: string, now: Date = new Date()): OrderStatusTokenCheck {
  if (typeof token !== 'string' || token.length > ORDER_STATUS_TOKEN_MAX_LENGTH || !TOKEN_SHAPE.test(token)) {
    return { ok: false, problem: 'invalid' };
  }
  const payload = token.slice(0, -SIGNATURE_LENGTH);
  const given = token.slice(-SIGNATURE_LENGTH);
  const expected = Buffer.from(signature(secret, payload));
  if (!timingSafeEqual(expected, Buffer.from(given))) return { ok: false, problem: 'invalid' };
  let body: Partial<OrderStatusTokenPayload>;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<OrderStatusTokenPayload>;
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (typeof body.o !== 'string' || !body.o || !Number.isSafeInteger(body.e)) return { ok: false, problem: 'invalid' };
  const expiresAt = new Date(body.e! * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, problem: 'expired', orderId: body.o, expiresAt };
  return { ok: true, orderId: body.o, expiresAt };
}

/** Payload of `orders.order.status-by-link`. */
export class OrderStatusLinkDto {
  @IsString({ message: 'token must be text' })
  @MaxLength(ORDER_STATUS_TOKEN_MAX_LENGTH, { message: 'This status link is not valid' })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'This status link is not valid' })
  token: string;
}

/** One line as the e-mail showed it: what and how many. */
export class OrderStatusLine {
  name: string;
  quantity: number;
  /** The paper sheet it is wrapped in, if any. */
  sheetName?: string;
}

/**
 * One order as its e-mailed status link shows it: no more than the e-mails did (ADR 14) — never
 * the shopper's e-mail address, phone, last name, card message or any other order.
 */
export class OrderStatusView {
  /** @example 'BB-20261123-K7Q2XM' */
  orderId: string;
  status: OrderStatus;
  delivery: DeliveryOption;
  /** The date (and pickup window) the order is for; absent on orders placed before dates existed. */
  fulfilment?: Fulfilment;
  firstName: string;
  /** Only for delivery. */
  address?: DeliveryAddress;
  lines: OrderStatusLine[];
  /** The order's total in US dollars, as the confirmation showed it. */
  total: number;
  /** ISO 8601. */
  createdAt: string;
  /** When this link stops working (ISO 8601). */
  linkExpiresAt: string;
}
