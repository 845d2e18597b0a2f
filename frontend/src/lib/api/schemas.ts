import type { components } from '../types/api.generated';

/*
 * The API's shapes under the names the SPA uses, all from the gateway's OpenAPI document
 * (api.generated.ts): the SPA writes none of them itself. A new field of the API arrives here
 * with `npm run openapi`.
 */
type Schemas = components['schemas'];

/** Any catalogue product (box, keychain, bouquet, occasion product); image fields follow the kind. */
export type Product = Schemas['ProductView'];
/** SPEC §3: an older box may carry its price as `boxPrice`, which the document does not list. */
export type Box = Product & { boxPrice?: number | string };
export type Keychain = Product;
export type Bouquet = Product;
export type OccasionProduct = Product;
export type PaperSheet = Schemas['PaperSheet'];

export type Order = Schemas['Order'];
export type OrderLine = Schemas['OrderLine'];
export type OrderAddress = Schemas['OrderAddress'];
export type OrderStatus = Order['status'];
export type OrderDelivery = Order['delivery'];
export type OrderStatusView = Schemas['OrderStatusView'];
export type DeliveryAddress = Schemas['DeliveryAddress'];
export type PlaceOrderBody = Schemas['PlaceOrderBodyDto'];
export type CheckoutForm = Schemas['CheckoutFormDto'];

export type CustomOrder = Schemas['CustomOrder'];
export type CustomOrderCounts = Schemas['CustomOrderCounts'];
export type ExistingCustomOrderBody = Schemas['ExistingCustomOrderDto'];
export type UploadCustomOrderBody = Schemas['UploadCustomOrderDto'];

export type ContactMessage = Schemas['ContactMessage'];
export type ContactFields = Schemas['ContactFieldsDto'];

export type AdminDashboard = Schemas['AdminDashboard'];
export type SalesFigures = Schemas['SalesFigures'];
export type TopProduct = Schemas['TopProduct'];
export type DayLoad = Schemas['DayLoad'];

export type AdminLoginBody = Schemas['AdminLoginBody'];
export type AdminLoginResult = Schemas['AdminLoginResult'];
export type Customer = Schemas['Customer'];
export type CustomerLoginResult = Schemas['CustomerLoginResult'];

export type FulfilmentCalendar = Schemas['FulfilmentCalendar'];
export type AdminFulfilmentCalendar = Schemas['AdminFulfilmentCalendar'];
export type FulfilmentSettings = Schemas['FulfilmentSettings'];
export type FulfilmentSettingsBody = Schemas['FulfilmentSettingsDto'];
export type ShopOpeningHours = Schemas['ShopOpeningHours'];
