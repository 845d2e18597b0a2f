export const ORDERS_PATTERNS = {
  health: 'orders.health.ping',
  orders: {
    /** PlaceOrderDto → Order: prices the lines from the catalogue and stores the order. */
    place: 'orders.order.place',
    /** CustomerOrdersDto → Order[]: one customer's orders, newest first. */
    listMine: 'orders.order.list-mine',
    /** ListOrdersDto → OrderPage: every order, newest first, optionally searched and paged; with `date`, the orders for that shop day (delivery first by createdAt, then pickup by window). */
    list: 'orders.order.list',
    /** ChangeOrderStatusDto → Order; 404 for an unknown id. */
    changeStatus: 'orders.order.change-status',
    /** OrderIdDto → { deleted: true }; 404 for an unknown id. */
    delete: 'orders.order.delete',
    /** OrderStatusLinkDto → OrderStatusView; 404 altered or unknown, 410 expired (ADR 14). */
    statusByLink: 'orders.order.status-by-link',
  },
  customOrders: {
    /** SubmitCustomOrderDto → CustomOrder: stores a custom order request (Pending). */
    submit: 'orders.custom-order.submit',
    /** ListCustomOrdersDto → ListPage<CustomOrder>: newest first, every one or a page, and how many match. */
    list: 'orders.custom-order.list',
    /** {} → CustomOrderCounts: how many there are in all and of each mode. */
    counts: 'orders.custom-order.counts',
    /** OrderIdDto → CustomOrderDeleted (with the picture's key, for the gateway to remove); 404 for an unknown id. */
    delete: 'orders.custom-order.delete',
    /** {} → string[]: every stored custom order's picture key (the gateway's sweep removes older ones not listed). */
    listImageKeys: 'orders.custom-order.list-image-keys',
  },
  fulfilment: {
    /** FulfilmentCalendarDto → AdminFulfilmentCalendar: the dates (and pickup windows) that can be chosen now. */
    calendar: 'orders.fulfilment.calendar',
    /** {} → ShopOpeningHours: the week's hours (closed weekdays as closed) and the coming holidays. */
    openingHours: 'orders.fulfilment.opening-hours',
    /** {} → StoredFulfilmentSettings (the defaults until an admin saves some). */
    settingsGet: 'orders.fulfilment.settings.get',
    /** FulfilmentSettingsDto → StoredFulfilmentSettings: replaces the settings; 400 when they do not hold together. */
    settingsUpdate: 'orders.fulfilment.settings.update',
  },
  stats: {
    /** OrdersDashboardDto → OrdersDashboard: sales, statuses, top products, open custom orders. */
    dashboard: 'orders.stats.dashboard',
  },
} as const;

export const ORDERS_EVENTS = {
  /** An order was placed. Payload: OrderPlacedEvent (the order as stored). */
  orderPlaced: 'orders.order.placed',
  /** An order's status changed. Payload: OrderStatusChangedEvent. */
  orderStatusChanged: 'orders.order.status-changed',
  /** A custom order was stored. Payload: CustomOrderSubmittedEvent (the order as stored, with its image key). */
  customOrderSubmitted: 'orders.custom-order.submitted',
} as const;
