import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ORDERS_PATTERNS, OrdersDashboardDto } from '@flowershop/common/contracts';
import { OrdersDashboardDesk } from './orders-dashboard.js';

@Controller()
export class StatsMsController {
  constructor(private readonly dashboard: OrdersDashboardDesk) {}

  @MessagePattern(ORDERS_PATTERNS.stats.dashboard)
  figures(@Payload() { at }: OrdersDashboardDto) {
    return this.dashboard.figures(at ? new Date(at) : undefined);
  }
}
