// Compile-time check (run by `tsc -b` in every build): what the gateway documents it sends
// must fit the types the SPA reads, so that the two cannot drift apart silently. The
// gateway's schemas come from api.generated.ts, generated from services/gateway/openapi.json.
import type { AdminLoginRequest, AdminLoginResponse } from '../../features/admin-auth/api/login-admin';
import type { AdminDashboard } from '../../features/admin-dashboard/model/admin-dashboard';
import type { CustomOrder } from '../../features/admin-custom-orders/model/custom-order';
import type { ContactMessage } from '../../features/admin-messages/model/contact-message';
import type { PlaceOrderPayload } from '../../features/checkout/api/place-order';
import type { CheckoutFormValues } from '../../features/checkout/model/checkout-form';
import type { ContactFormValues } from '../../features/contact/model/contact-form';
import type { ExistingCustomOrderData, UploadCustomOrderData } from '../../features/custom-orders/model/custom-order-form';
import type { OrderStatusView } from '../../features/order-status/model/order-status-view';
import type { FulfilmentCalendar, FulfilmentSettings, ShopperFulfilmentCalendar } from '@shop-rules/fulfilment-schedule';
import type { Order } from '../orders/order';
import type { components } from './api.generated';
import type { Bouquet, Box, Keychain, OccasionProduct, PaperSheet } from './catalog';

type Schemas = components['schemas'];

/**
 * Every field the SPA reads is sent with a type the SPA accepts (null included); a field
 * the server does not send at all must be optional in the SPA (older records, SPEC §3).
 */
type FieldFits<Server, Spa> = {
  [Key in keyof Spa]-?: Key extends keyof Server
    ? [Exclude<Server[Key], undefined>] extends [Spa[Key]]
      ? true
      : false
    : undefined extends Spa[Key]
      ? true
      : false;
}[keyof Spa];

export type Fits<Server, Spa> = false extends FieldFits<Server, Spa> ? false : true;

type Holds<Check extends true> = Check;

export type ApiContract = [
  Holds<Fits<Schemas['ProductView'], Box>>,
  Holds<Fits<Schemas['ProductView'], Keychain>>,
  Holds<Fits<Schemas['ProductView'], Bouquet>>,
  Holds<Fits<Schemas['ProductView'], OccasionProduct>>,
  Holds<Fits<Schemas['PaperSheet'], PaperSheet>>,
  Holds<Fits<Schemas['AdminLoginResult'], AdminLoginResponse>>,
  Holds<Fits<Schemas['ContactMessage'], ContactMessage>>,
  Holds<Fits<Schemas['Order'], Order>>,
  Holds<Fits<Schemas['CustomOrder'], CustomOrder>>,
  Holds<Fits<Schemas['OrderStatusView'], OrderStatusView>>,
  Holds<Fits<Schemas['AdminDashboard'], AdminDashboard>>,
  Holds<Fits<Schemas['FulfilmentCalendar'], ShopperFulfilmentCalendar>>,
  Holds<Fits<Schemas['AdminFulfilmentCalendar'], FulfilmentCalendar>>,
  Holds<Fits<Schemas['FulfilmentSettings'], FulfilmentSettings>>,
  // Requests the other way round: what the SPA sends must fit what the gateway accepts.
  Holds<Fits<AdminLoginRequest, Schemas['AdminLoginBody']>>,
  Holds<Fits<ContactFormValues, Schemas['ContactFieldsDto']>>,
  // The state is a free string in the form and one of the 50 names on the server (a select picks it).
  Holds<Fits<Omit<CheckoutFormValues, 'state'>, Omit<Schemas['CheckoutFormDto'], 'state'>>>,
  // Cart lines go as kept in session storage; the server requires productId, which every line has.
  Holds<Fits<Pick<PlaceOrderPayload, 'delivery' | 'total'>, Pick<Schemas['PlaceOrderBodyDto'], 'delivery' | 'total'>>>,
  Holds<Fits<Pick<PlaceOrderPayload, 'fulfilment'>, Pick<Schemas['PlaceOrderBodyDto'], 'fulfilment'>>>,
  // Closed weekdays are any numbers in the model and 0–6 on the server (seven checkboxes pick them).
  Holds<Fits<Omit<FulfilmentSettings, 'closedWeekdays'>, Omit<Schemas['FulfilmentSettingsDto'], 'closedWeekdays'>>>,
  // The wrapping sheet is any text in the form and one of the ten names on the server (a select picks it).
  Holds<Fits<Omit<ExistingCustomOrderData, 'changes'>, Omit<Schemas['ExistingCustomOrderDto'], 'changes'>>>,
  Holds<Fits<UploadCustomOrderData, Schemas['UploadCustomOrderDto']>>,
];
