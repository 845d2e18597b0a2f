import type { PaperSheetId } from '../catalog/paper-sheets.js';
import type { ProductKind } from '../catalog/product-kinds.js';
import { CheckoutAddress } from '../../shop-rules/checkout-address.js';
import type { Fulfilment } from '../../shop-rules/fulfilment-schedule.js';
import type { DeliveryOption, OrderStatus } from '../../shop-rules/order-statuses.js';

// Classes, not interfaces: the gateway's API document is made from these declarations, their
// `?` and their comments (ADR 0016); the services use them as plain types.

export {
  DELIVERY_OPTIONS,
  ORDER_STATUSES,
  type DeliveryOption,
  type OrderStatus,
} from '../../shop-rules/order-statuses.js';

export type { CheckoutAddress, Fulfilment };

/** Where a delivery goes, as the mails and the status page show it: the address lines only, no name, e-mail or phone. */
export class DeliveryAddress implements Pick<
  CheckoutAddress,
  'address1' | 'address2' | 'city' | 'state' | 'postalCode'
> {
  address1: string;
  /** '' when none. */
  address2: string;
  city: string;
  state: string;
  postalCode: string;
}

/** The checkout address as typed (trimmed), with the card message if any. */
export class OrderAddress extends CheckoutAddress {
  /** The gift card message, trimmed, may span lines (at most CARD_MESSAGE_MAX); absent when none was written. */
  cardMessage?: string;
}

/** The paper sheet a line was wrapped in, at its price then. */
export class OrderSheet {
  id: PaperSheetId;
  name: string;
  price: number;
}

/** One line of an order, priced from the catalogue when placed. */
export class OrderLine {
  kind: ProductKind;
  productId: string;
  name: string;
  quantity: number;
  /** The product price without a sheet. */
  basePrice: number;
  /** Unit price charged: basePrice plus the sheet. */
  totalPrice: number;
  /** The same unit price as totalPrice (the name older readers use, SPEC §3). */
  price: number;
  selectedSheet: OrderSheet | null;
}

/** A placed order (SPEC §3, plus subtotal and delivery fee); totals in US dollars. */
export class Order {
  _id: string;
  /** Short and readable, for the shopper and the phone. @example 'BB-20261123-K7Q2XM' */
  orderId: string;
  status: OrderStatus;
  delivery: DeliveryOption;
  /** When it is delivered or collected (issue 13); absent on orders placed before dates existed. */
  fulfilment?: Fulfilment;
  cart: OrderLine[];
  /** Σ unit price × quantity. */
  subtotal: number;
  /** 10 for delivery, 0 for pickup. */
  deliveryFee: number;
  /** subtotal + deliveryFee. */
  total: number;
  form: OrderAddress;
  /** The signed-in customer who placed it (from the token, never from the body). */
  userEmail: string;
  /** ISO 8601. */
  createdAt: string;
  /** Last status change, ISO 8601. */
  updatedAt?: string;
}

/**
 * A signed token for the order's status link (`/order-status/<token>`, ADR 14): made by the
 * orders service when it emits the event, so every mail carries a link that works for its own term.
 */
export interface OrderStatusLinkToken {
  /** The token sealed for STATUS_LINK_TOKEN_SEAL (SecretSeal, ADR 20): only messaging opens it, to write the link. */
  sealedStatusLinkToken?: string;
  /** The token in clear: only in events stored by versions before sealing. */
  statusLinkToken?: string;
}

/** What `OrderStatusLinkToken.sealedStatusLinkToken` is sealed for. */
export const STATUS_LINK_TOKEN_SEAL = 'orders.sealedStatusLinkToken';

/** Payload of `orders.order.placed`: the order as stored, with its status link's token. */
export type OrderPlacedEvent = Order & OrderStatusLinkToken;

/** Payload of `orders.order.status-changed`: what the status mail shows. */
export interface OrderStatusChangedEvent extends OrderStatusLinkToken {
  _id: string;
  orderId: string;
  userEmail: string;
  firstName: string;
  previousStatus: OrderStatus;
  status: OrderStatus;
  delivery: DeliveryOption;
  /** The order's date (and pickup window); absent on orders placed before dates existed. */
  fulfilment?: Order['fulfilment'];
  /** Where it is delivered (delivery only). */
  address?: DeliveryAddress;
}
