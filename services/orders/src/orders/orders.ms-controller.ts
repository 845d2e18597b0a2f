import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ChangeOrderStatusDto,
  CustomerOrdersDto,
  ListOrdersDto,
  ORDERS_PATTERNS,
  OrderIdDto,
  PlaceOrderDto,
} from '@flowershop/common/contracts';
import { OrderDesk } from './order-desk.js';
import { OrderPlacement } from './order-placement.js';

const patterns = ORDERS_PATTERNS.orders;

@Controller()
export class OrdersMsController {
  constructor(
    private readonly placement: OrderPlacement,
    private readonly desk: OrderDesk,
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
}
