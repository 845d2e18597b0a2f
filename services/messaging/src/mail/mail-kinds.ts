import type { ContactMessage, CustomOrderSubmittedEvent } from '@flowershop/common/contracts';
import type { MailAddress } from '@flowershop/common/mail';

export interface OrderPlacedMail {
  orderId: string;
  firstName: string;
  /** `sheetName`: the paper sheet it is wrapped in, if any; `lineTotal`: unit price × quantity. */
  items: { name: string; quantity: number; sheetName?: string; lineTotal: number }[];
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

/** A custom order request, to the shop (reply goes to the customer; the picture `imageKey` is attached). */
type CustomOrderFields = Omit<CustomOrderSubmittedEvent, '_id' | 'uploadImage' | 'status' | 'createdAt'>;

/** What each kind of mail is filled with; its templates are templates/<kind>.{html,txt}.hbs. */
export interface MailDataByKind {
  /** A new contact message, to the shop (reply goes to the sender); `receivedAt`: when it was stored. */
  'contact-received': Omit<ContactMessage, '_id' | 'createdAt'> & { receivedAt: string };
  'otp-code': { code: string; expiresInMinutes: number };
  'order-placed': OrderPlacedMail;
  /** A new order, to the shop: what to prepare and where it goes (reply goes to the customer). */
  'order-received': OrderPlacedMail & { customerName: string; customerEmail: string; phone: string; placedAt: string };
  'order-status-changed': {
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
  };
  'custom-order-submitted': CustomOrderFields & { hasPicture?: boolean };
  /** To the address the form gave: anyone may send it for any address, so it holds nothing the sender wrote. */
  'custom-order-received': { email: string };
}

export type MailKindName = keyof MailDataByKind;

export interface MailKind<D> {
  subject(data: D): string;
  /** Else a reply reaches the shop. */
  replyTo?(data: D): MailAddress;
  /** Object keys of stored images to attach. */
  attachments?(data: D): string[];
  /** Someone is waiting for it (a login code): sent before the other due mails, however many. */
  urgent?: true;
  /** For mails anyone can make the shop send to any address: at most this many to one inbox in 24 hours. */
  perRecipientPerDay?: number;
  /** Fields that sign someone in (a code, a status link): sealed while the mail waits (ADR 20). */
  sealed?: readonly (keyof D & string)[];
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
    sealed: ['code'],
    sample: { code: '493027', expiresInMinutes: 10 },
  },
  'order-placed': {
    subject: (data) => `Your order ${data.orderId} is placed`,
    sealed: ['statusUrl'],
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
    sealed: ['statusUrl'],
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
