import type { ContactMessage, CustomOrderSubmittedEvent } from '@flowershop/common/contracts';
import type { MailAddress } from '@flowershop/common/mail';

/** A new contact message, to the shop (reply goes to the sender); `receivedAt` is when it was stored. */
export type ContactReceivedMail = Omit<ContactMessage, '_id' | 'createdAt'> & { receivedAt: string };

/** A one-time login code, to the customer. */
export interface OtpCodeMail {
  code: string;
  expiresInMinutes: number;
}

export interface OrderMailLine {
  name: string;
  quantity: number;
  /** The paper sheet it is wrapped in, if any. */
  sheetName?: string;
  /** Unit price × quantity. */
  lineTotal: number;
}

/** A placed order, to the customer. */
export interface OrderPlacedMail {
  orderId: string;
  firstName: string;
  items: OrderMailLine[];
  delivery: boolean;
  /** The delivery address in one line; absent for store pickup. */
  address?: string;
  subtotal: number;
  deliveryFee: number;
  total: number;
  /** The gift card's text as the shopper wrote it (may span lines); absent when none. */
  cardMessage?: string;
  /** When: "Delivery on Friday, November 27, 2026" (formatFulfilment); absent on orders without a date. */
  fulfilment?: string;
  /** The status page without sign-in (ADR 14); not in the shop's notice. */
  statusUrl?: string;
}

/** A new order, to the shop: what to prepare and where it goes (reply goes to the customer). */
export interface OrderReceivedMail extends OrderPlacedMail {
  customerName: string;
  customerEmail: string;
  phone: string;
  placedAt: string;
}

/** An order moved to a new status, to the customer. */
export interface OrderStatusChangedMail {
  orderId: string;
  firstName: string;
  status: string;
  /** For this order (pickup or delivery), e.g. "Your flowers are on their way to you." */
  statusWords: string;
  delivery: boolean;
  /** False for delivery, and for an event from before the mail knew which. */
  pickup: boolean;
  fulfilment?: string;
  address?: string;
  statusUrl?: string;
}

/** A custom order request, to the shop (reply goes to the customer; the picture `imageKey` is attached). */
type CustomOrderFields = Omit<CustomOrderSubmittedEvent, '_id' | 'uploadImage' | 'status' | 'createdAt'>;
export type CustomOrderSubmittedMail = CustomOrderFields & { hasPicture?: boolean };

/**
 * The acknowledgement of a custom order request, to the address the form gave. Anyone may send the
 * form for any address, so it holds nothing the sender wrote: the shop would carry a stranger's text.
 */
export interface CustomOrderReceivedMail {
  email: string;
}

/** What each kind of mail is filled with; its templates are templates/<kind>.{html,txt}.hbs. */
export interface MailDataByKind {
  'contact-received': ContactReceivedMail;
  'otp-code': OtpCodeMail;
  'order-placed': OrderPlacedMail;
  'order-received': OrderReceivedMail;
  'order-status-changed': OrderStatusChangedMail;
  'custom-order-submitted': CustomOrderSubmittedMail;
  'custom-order-received': CustomOrderReceivedMail;
}

export type MailKindName = keyof MailDataByKind;

export interface MailKind<D> {
  subject(data: D): string;
  /** Who a reply reaches, when not the From address. */
  replyTo?(data: D): MailAddress;
  /** Object keys of stored images to attach. */
  attachments?(data: D): string[];
  /** Someone is waiting for it (a login code): sent before the other due mails, however many. */
  urgent?: true;
  /** For mails anyone can make the shop send to any address: at most this many to one inbox in 24 hours. */
  perRecipientPerDay?: number;
  /** Filled-in example for `npm run mail:preview` and the template tests. */
  sample: D;
}

const SAMPLE_ORDER: OrderPlacedMail = {
  orderId: 'BB-20250504-K7Q2XM',
  firstName: 'Ann',
  items: [
    { name: 'Blush Peony Bouquet', quantity: 1, sheetName: 'Kraft Paper', lineTotal: 64.5 },
    { name: 'Ruby Heart Keychain', quantity: 2, lineTotal: 24 },
  ],
  delivery: true,
  address: '12 Elm Street, Maple Township, New Jersey 08000',
  subtotal: 88.5,
  deliveryFee: 10,
  total: 98.5,
  cardMessage: 'Happy birthday, Mum! With love from all of us.',
  fulfilment: 'Delivery on Friday, November 27, 2026',
  statusUrl: 'https://shop.example.com/order-status/eyJvIjoiMSIsImUiOjF9c2FtcGxlLXNpZ25hdHVyZQ',
};
// The shop's notice has no status link: the link is the shopper's.
const { statusUrl: _shoppersLink, ...SAMPLE_NOTICE } = SAMPLE_ORDER;

export const MAIL_KINDS: { [K in MailKindName]: MailKind<MailDataByKind[K]> } = {
  'contact-received': {
    subject: (data) => `New contact message from ${data.name}${data.subject ? `: ${data.subject}` : ''}`,
    replyTo: (data) => ({ name: data.name, address: data.email }),
    sample: {
      name: 'Ann Example',
      email: 'ann@example.com',
      phone: '(609) 555-0100',
      subject: 'Wedding bouquets',
      message: 'Hello!\nCould you make 6 matching bouquets for a June wedding?\nThanks, Ann',
      receivedAt: '2025-05-04T14:30:00.000Z',
    },
  },
  'otp-code': {
    subject: (data) => `Your login code: ${data.code}`,
    urgent: true,
    sample: { code: '493027', expiresInMinutes: 10 },
  },
  'order-placed': {
    subject: (data) => `Your order ${data.orderId} is placed`,
    sample: SAMPLE_ORDER,
  },
  'order-received': {
    subject: (data) => `New order ${data.orderId} from ${data.customerName}: ${data.delivery ? 'delivery' : 'pickup'}`,
    replyTo: (data) => ({ name: data.customerName, address: data.customerEmail }),
    sample: {
      ...SAMPLE_NOTICE,
      customerName: 'Ann Example',
      customerEmail: 'ann@example.com',
      phone: '(609) 555-0100',
      placedAt: '2025-05-04T14:30:00.000Z',
    },
  },
  'order-status-changed': {
    subject: (data) => `Your order ${data.orderId} is now ${data.status}`,
    sample: {
      orderId: 'BB-20250504-K7Q2XM',
      firstName: 'Ann',
      status: 'Shipped',
      statusWords: 'Your flowers are on their way to you.',
      delivery: true,
      pickup: false,
      fulfilment: 'Delivery on Friday, November 27, 2026',
      address: '12 Elm Street, Maple Township, New Jersey 08000',
      statusUrl: 'https://shop.example.com/order-status/eyJvIjoiMSIsImUiOjF9c2FtcGxlLXNpZ25hdHVyZQ',
    },
  },
  'custom-order-submitted': {
    subject: (data) => `New custom order request from ${data.name}`,
    replyTo: (data) => ({ name: data.name, address: data.email }),
    attachments: (data) => (data.imageKey ? [data.imageKey] : []),
    sample: {
      type: 'upload',
      name: 'Ben Example',
      email: 'ben@example.com',
      phone: '(609) 555-0199',
      message: 'Something like the photo, in yellow and white.',
      flowerType: 'Tulips',
      occasion: 'Birthday',
      budget: '$50 – $80',
      deliveryDate: '2025-05-20',
      hasPicture: true,
    },
  },
  'custom-order-received': {
    subject: () => 'We have your custom order request',
    // The gateway's limit is per client, and a sender may hold many: past this the request still
    // reaches the shop, but the address's owner gets no more acknowledgements that day.
    perRecipientPerDay: 3,
    sample: { email: 'ben@example.com' },
  },
};

export const MAIL_KIND_NAMES = Object.keys(MAIL_KINDS) as MailKindName[];

export function isMailKind(kind: string): kind is MailKindName {
  return Object.hasOwn(MAIL_KINDS, kind);
}
