import { Injectable, Logger } from '@nestjs/common';
import {
  IDENTITY_EVENTS,
  MESSAGING_EVENTS,
  ORDERS_EVENTS,
  OTP_CODE_SEAL,
  STATUS_LINK_TOKEN_SEAL,
  type ContactReceivedEvent,
  type CustomOrderSubmittedEvent,
  type DeliveryAddress,
  type DeliveryOption,
  type Order,
  type OrderPlacedEvent,
  type OrderStatusChangedEvent,
  type OrderStatusLinkToken,
  type OtpRequestedEvent,
} from '@flowershop/common/contracts';
import { SecretSeal } from '@flowershop/common/config';
import type { EventEnvelope, EventHandler } from '@flowershop/common/events';
import { formatFulfilment, orderStatusWords } from '@flowershop/common/shop-rules';
import { MessagingConfig } from '../config/messaging.config.js';
import type { OrderPlacedMail } from './mail-kinds.js';
import { MailQueue } from './mail-queue.js';

// Every mail is queued under the event's id and a name of its own: a redelivered or replayed event
// queues no second mail.

/** The address in one line, as a courier reads it. */
function oneLineAddress({ address1, address2, city, state, postalCode }: DeliveryAddress): string {
  return [address1, address2, city, `${state} ${postalCode}`].filter((part) => part && part.trim()).join(', ');
}

/** "Pickup on Friday, November 27, 2026, 10:00–12:00"; nothing for an order without a date. */
function fulfilmentText(delivery: DeliveryOption, fulfilment: Order['fulfilment']): { fulfilment?: string } {
  return fulfilment ? { fulfilment: formatFulfilment(delivery, fulfilment) } : {};
}

/** What every order mail shows: the lines with their sheets, pickup or delivery, the totals and the card message. */
function orderMailData(order: Order): OrderPlacedMail {
  const delivery = order.delivery === 'delivery';
  return {
    orderId: order.orderId,
    firstName: order.form.firstName,
    items: order.cart.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      ...(line.selectedSheet && { sheetName: line.selectedSheet.name }),
      lineTotal: Math.round(line.totalPrice * line.quantity * 100) / 100,
    })),
    delivery,
    ...(delivery && { address: oneLineAddress(order.form) }),
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    total: order.total,
    ...(order.form.cardMessage && { cardMessage: order.form.cardMessage }),
    ...fulfilmentText(order.delivery, order.fulfilment),
  };
}

@Injectable()
abstract class MailEventHandler<P> implements EventHandler<P> {
  abstract readonly event: string;
  private readonly logger = new Logger('ShopRecipient');
  private warned = false;

  constructor(
    protected readonly queue: MailQueue,
    protected readonly config: MessagingConfig,
    protected readonly seal: SecretSeal,
  ) {}

  abstract handle(envelope: EventEnvelope<P>): Promise<void>;

  /** The shop's own mailbox (SHOP_ADMIN_EMAIL); without one, shop notices are skipped, with one warning. */
  protected shopAddress(what: string): string | undefined {
    const to = this.config.SHOP_ADMIN_EMAIL;
    if (!to && !this.warned) {
      this.logger.warn(`SHOP_ADMIN_EMAIL is not set: ${what} are stored but not e-mailed to the shop`);
      this.warned = true;
    }
    return to || undefined;
  }

  /**
   * The status page a mail links to (ADR 14; orders makes the token and seals it, ADR 20); an event
   * from before sealing carries it in clear, one from before links none.
   */
  protected statusUrl({ sealedStatusLinkToken, statusLinkToken }: OrderStatusLinkToken): { statusUrl?: string } {
    const token = sealedStatusLinkToken
      ? this.seal.open(STATUS_LINK_TOKEN_SEAL, sealedStatusLinkToken)
      : statusLinkToken;
    const base = this.config.PUBLIC_BASE_URL.replace(/\/+$/, '');
    return token ? { statusUrl: `${base}/order-status/${encodeURIComponent(token)}` } : {};
  }
}

@Injectable()
export class ContactReceivedMailHandler extends MailEventHandler<ContactReceivedEvent> {
  readonly event = MESSAGING_EVENTS.contactReceived;

  async handle(envelope: EventEnvelope<ContactReceivedEvent>): Promise<void> {
    const to = this.shopAddress('new contact messages');
    if (!to) return;
    const { _id, createdAt, ...message } = envelope.payload;
    await this.queue.enqueue(`${envelope.id}:contact-received`, 'contact-received', to, {
      ...message,
      receivedAt: createdAt,
    });
  }
}

@Injectable()
export class OtpCodeMailHandler extends MailEventHandler<OtpRequestedEvent> {
  readonly event = IDENTITY_EVENTS.otpRequested;

  async handle(envelope: EventEnvelope<OtpRequestedEvent>): Promise<void> {
    const { email, sealedCode, expiresAt } = envelope.payload;
    // Sealed since ADR 20; an event stored before carries the code in clear.
    const code = sealedCode ? this.seal.open(OTP_CODE_SEAL, sealedCode) : envelope.payload.code;
    if (!code) throw new Error(`${envelope.type} ${envelope.id} carries no code`);
    // The validity as issued, in whole minutes (10 by default), not what is left when the mail goes out.
    const validMs = Date.parse(expiresAt) - Date.parse(envelope.occurredAt);
    const expiresInMinutes = Math.max(1, Math.round(validMs / 60_000));
    await this.queue.enqueue(`${envelope.id}:otp`, 'otp-code', email, { code, expiresInMinutes });
  }
}

/** A placed order: the confirmation to the customer and a notice to the shop. */
@Injectable()
export class OrderPlacedMailHandler extends MailEventHandler<OrderPlacedEvent> {
  readonly event = ORDERS_EVENTS.orderPlaced;

  async handle(envelope: EventEnvelope<OrderPlacedEvent>): Promise<void> {
    const order = envelope.payload;
    const data = orderMailData(order);
    await this.queue.enqueue(`${envelope.id}:order-placed`, 'order-placed', order.userEmail, {
      ...data,
      ...this.statusUrl(order),
    });
    const shop = this.shopAddress('new orders');
    if (!shop) return;
    // The shop's notice has no status link: the link is the shopper's.
    await this.queue.enqueue(`${envelope.id}:order-received`, 'order-received', shop, {
      ...data,
      customerName: `${order.form.firstName} ${order.form.lastName}`,
      customerEmail: order.userEmail,
      phone: order.form.phone,
      placedAt: order.createdAt,
    });
  }
}

/** Tells the customer their order has a new status: one mail per change, with its date, address and status link. */
@Injectable()
export class OrderStatusMailHandler extends MailEventHandler<OrderStatusChangedEvent> {
  readonly event = ORDERS_EVENTS.orderStatusChanged;

  async handle(envelope: EventEnvelope<OrderStatusChangedEvent>): Promise<void> {
    // An event stored before these fields existed says neither pickup nor delivery (nor date, nor link).
    const { orderId, userEmail, firstName, status, delivery, fulfilment, address } = envelope.payload;
    await this.queue.enqueue(`${envelope.id}:order-status`, 'order-status-changed', userEmail, {
      orderId,
      firstName,
      status,
      statusWords: orderStatusWords(status, delivery ?? 'delivery'),
      delivery: delivery === 'delivery',
      pickup: delivery === 'pickup',
      ...fulfilmentText(delivery, fulfilment),
      ...(delivery === 'delivery' && address && { address: oneLineAddress(address) }),
      ...this.statusUrl(envelope.payload),
    });
  }
}

/** A custom order request: the request to the shop (with the picture) and an acknowledgement to the customer. */
@Injectable()
export class CustomOrderMailHandler extends MailEventHandler<CustomOrderSubmittedEvent> {
  readonly event = ORDERS_EVENTS.customOrderSubmitted;

  async handle(envelope: EventEnvelope<CustomOrderSubmittedEvent>): Promise<void> {
    const { type, name, email, phone, message, productName, changes } = envelope.payload;
    const { flowerType, occasion, budget, deliveryDate, imageKey } = envelope.payload;
    // Capped per address and day (MAIL_KINDS): anyone may type any address into the form.
    await this.queue.enqueue(`${envelope.id}:custom-order-received`, 'custom-order-received', email, { email });
    const to = this.shopAddress('new custom orders');
    if (!to) return;
    await this.queue.enqueue(`${envelope.id}:custom-order-submitted`, 'custom-order-submitted', to, {
      type,
      name,
      email,
      phone,
      message,
      ...(productName && { productName }),
      ...(changes && { changes }),
      ...(flowerType && { flowerType }),
      ...(occasion && { occasion }),
      ...(budget && { budget }),
      ...(deliveryDate && { deliveryDate }),
      ...(imageKey && { imageKey, hasPicture: true }),
    });
  }
}

/** Handlers of events that cause mail; EventsModule provides them (they need MailQueue from MailModule). */
export const MAIL_EVENT_HANDLERS = [
  ContactReceivedMailHandler,
  OtpCodeMailHandler,
  OrderPlacedMailHandler,
  OrderStatusMailHandler,
  CustomOrderMailHandler,
];
