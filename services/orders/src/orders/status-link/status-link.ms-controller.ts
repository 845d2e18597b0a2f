import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ORDERS_PATTERNS, OrderStatusLinkDto } from '@flowershop/common/contracts';
import { OrderStatusByLink } from './order-status-by-link.js';

@Controller()
export class StatusLinkMsController {
  constructor(private readonly byLink: OrderStatusByLink) {}

  @MessagePattern(ORDERS_PATTERNS.orders.statusByLink)
  statusByLink(@Payload() { token }: OrderStatusLinkDto) {
    return this.byLink.view(token);
  }
}
