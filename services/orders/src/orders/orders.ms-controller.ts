import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ChangeOrderStatusDto,
  CustomerOrdersDto,
  ListOrdersDto,
  ORDERS_PATTERNS,
  OrderIdDto,
  OrderStatusLinkDto,
  OrdersDashboardDto,
  PlaceOrderDto,
} from '@flowershop/common/contracts';
import { OrdersDashboardDesk } from '../stats/orders-dashboard.js';
import { OrderDesk } from './order-desk.js';
import { OrderPlacement } from './order-placement.js';
import { OrderStatusByLink } from './status-link/order-status-by-link.js';

const patterns = ORDERS_PATTERNS.orders;

@Controller()
export class OrdersMsController {
  constructor(
    private readonly placement: OrderPlacement,
    private readonly desk: OrderDesk,
    private readonly byLink: OrderStatusByLink,
    private readonly dashboard: OrdersDashboardDesk,
  ) {}

  @MessagePattern(patterns.place)
  place(@Payload() request: PlaceOrderDto) {
    return this.placement.place(request);
  }

  @MessagePattern(patterns.listMine)
  listMine(@Payload() { customerEmail }: CustomerOrdersDto) {
    return this.desk.listMine(customerEmail);
  }

  @MessagePattern(patterns.list)
  list(@Payload() query: ListOrdersDto) {
    return this.desk.list(query);
  }

  @MessagePattern(patterns.changeStatus)
  changeStatus(@Payload() change: ChangeOrderStatusDto) {
    return this.desk.changeStatus(change);
  }

  @MessagePattern(patterns.delete)
  delete(@Payload() { id }: OrderIdDto) {
    return this.desk.delete(id);
  }

  @MessagePattern(patterns.statusByLink)
  statusByLink(@Payload() { token }: OrderStatusLinkDto) {
    return this.byLink.view(token);
  }

  @MessagePattern(ORDERS_PATTERNS.stats.dashboard)
  figures(@Payload() { at }: OrdersDashboardDto) {
    return this.dashboard.figures(at ? new Date(at) : undefined);
  }
}
