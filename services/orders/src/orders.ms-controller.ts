import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ChangeOrderStatusDto,
  CustomerOrdersDto,
  FulfilmentCalendarDto,
  FulfilmentSettingsDto,
  ListCustomOrdersDto,
  ListOrdersDto,
  ORDERS_PATTERNS,
  OrderIdDto,
  OrderStatusLinkDto,
  OrdersDashboardDto,
  PlaceOrderDto,
  SubmitCustomOrderDto,
} from '@flowershop/common/contracts';
import { READ_ONLY_HANDLER } from '@flowershop/common/transport';
import { CustomOrderDesk } from './custom-orders/custom-order-desk.js';
import { FulfilmentScheduler } from './fulfilment/fulfilment-scheduler.js';
import { FulfilmentSettingsStore } from './fulfilment/fulfilment-settings-store.js';
import { OrderDesk } from './orders/order-desk.js';
import { OrderPlacement } from './orders/order-placement.js';
import { OrderStatusByLink } from './orders/status-link/order-status-by-link.js';
import { OrdersDashboardDesk } from './stats/orders-dashboard.js';

const { orders, customOrders, fulfilment } = ORDERS_PATTERNS;

@Controller()
export class OrdersMsController {
  constructor(
    private readonly placement: OrderPlacement,
    private readonly desk: OrderDesk,
    private readonly byLink: OrderStatusByLink,
    private readonly dashboard: OrdersDashboardDesk,
    private readonly customDesk: CustomOrderDesk,
    private readonly scheduler: FulfilmentScheduler,
    private readonly settings: FulfilmentSettingsStore,
  ) {}

  @MessagePattern(orders.place)
  place(@Payload() request: PlaceOrderDto) {
    return this.placement.place(request);
  }

  @MessagePattern(orders.listMine)
  listMine(@Payload() { customerEmail }: CustomerOrdersDto) {
    return this.desk.listMine(customerEmail);
  }

  @MessagePattern(orders.list)
  list(@Payload() query: ListOrdersDto) {
    return this.desk.list(query);
  }

  @MessagePattern(orders.changeStatus)
  changeStatus(@Payload() change: ChangeOrderStatusDto) {
    return this.desk.changeStatus(change);
  }

  @MessagePattern(orders.delete)
  delete(@Payload() { id }: OrderIdDto) {
    return this.desk.delete(id);
  }

  @MessagePattern(orders.statusByLink)
  statusByLink(@Payload() { token }: OrderStatusLinkDto) {
    return this.byLink.view(token);
  }

  @MessagePattern(ORDERS_PATTERNS.stats.dashboard)
  figures(@Payload() { at }: OrdersDashboardDto) {
    return this.dashboard.figures(at ? new Date(at) : undefined);
  }

  @MessagePattern(customOrders.submit)
  submitCustomOrder(@Payload() submission: SubmitCustomOrderDto) {
    return this.customDesk.submit(submission);
  }

  @MessagePattern(customOrders.list)
  listCustomOrders(@Payload() query: ListCustomOrdersDto) {
    return this.customDesk.list(query);
  }

  @MessagePattern(customOrders.counts)
  customOrderCounts() {
    return this.customDesk.counts();
  }

  @MessagePattern(customOrders.listImageKeys, READ_ONLY_HANDLER)
  customOrderImageKeys(): Promise<string[]> {
    return this.customDesk.imageKeysInUse();
  }

  @MessagePattern(customOrders.delete)
  deleteCustomOrder(@Payload() { id }: OrderIdDto) {
    return this.customDesk.delete(id);
  }

  @MessagePattern(fulfilment.calendar)
  calendar(@Payload() query: FulfilmentCalendarDto) {
    return this.scheduler.calendar(query);
  }

  @MessagePattern(fulfilment.openingHours, READ_ONLY_HANDLER)
  openingHours() {
    return this.scheduler.openingHours();
  }

  @MessagePattern(fulfilment.settingsGet)
  getSettings() {
    return this.settings.get();
  }

  @MessagePattern(fulfilment.settingsUpdate)
  updateSettings(@Payload() settings: FulfilmentSettingsDto) {
    return this.settings.update(settings);
  }
}
