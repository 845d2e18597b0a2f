import type { ProductKind } from '../catalog/product-kinds.js';
import type { CheckoutAddress } from '../../shop-rules/checkout-address.js';
import type { Fulfilment } from '../../shop-rules/fulfilment-schedule.js';
import type { OrderStatus } from '../../shop-rules/order-statuses.js';

export { ORDER_STATUSES, type OrderStatus } from '../../shop-rules/order-statuses.js';

/** Store pickup is free; home delivery costs a flat fee (SPEC §9, DESIGN §8.2). */
export const DELIVERY_OPTIONS = ['pickup', 'delivery'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

export type { CheckoutAddress, Fulfilment };

/** Where a delivery goes, as the mails and the status page show it: no name, e-mail or phone. */
export type DeliveryAddress = Pick<CheckoutAddress, 'address1' | 'address2' | 'city' | 'state' | 'postalCode'>;

/** The checkout form as an order keeps it: the address, and the gift card's text when there is one. */
export interface OrderForm extends CheckoutAddress {
  /** Trimmed, at most CARD_MESSAGE_MAX characters, may hold line breaks; absent when none was written. */
  cardMessage?: string;
}

/** One line of a placed order, priced from the catalogue when it was placed. */
export interface OrderLine {
  kind: ProductKind;
  productId: string;
  name: string;
  quantity: number;
  /** The product's price without a sheet. */
  basePrice: number;
  /** Unit price charged: basePrice plus the sheet's price. */
  totalPrice: number;
  /** The same unit price, under the name older readers use (SPEC §3). */
  price: number;
  selectedSheet: { id: string; name: string; price: number } | null;
}

/** An order as every reader sees it (SPEC §3 Order, plus subtotal and delivery fee). */
export interface Order {
  _id: string;
  /** Short and readable, for the shopper and the phone: e.g. BB-20261123-K7Q2XM. */
  orderId: string;
  status: OrderStatus;
  delivery: DeliveryOption;
  /** The shop day it is delivered or collected, and for pickup the window (issue 13); absent on older orders. */
  fulfilment?: Fulfilment;
  cart: OrderLine[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  form: OrderForm;
  /** The signed-in customer who placed it (from the token, never from the body). */
  userEmail: string;
  createdAt: string;
  updatedAt?: string;
}

/**
 * A signed token for the order's status link (`/order-status/<token>`, ADR 14): made by the
 * orders service when it emits the event, so every mail carries a link that works for its own term.
 */
export interface OrderStatusLinkToken {
  statusLinkToken?: string;
}

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
