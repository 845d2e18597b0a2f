import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdminDashboard,
  MESSAGING_PATTERNS,
  type MessagingDashboard,
  ORDERS_PATTERNS,
  type OrdersDashboard,
} from '@flowershop/common/contracts';
import { ServiceClients } from '@flowershop/common/transport';
import { RequireRole } from '../../platform/auth/require-role.decorator.js';
import { ApiAnswers, SERVICE_ERRORS } from '../../platform/openapi/error-responses.js';

/** The admin dashboard's figures: each service counts its own data; the gateway only asks both at once. */
@ApiTags('admin')
@Controller('admin')
export class AdminDashboardHttpController {
  constructor(private readonly clients: ServiceClients) {}

  @Get('dashboard')
  @RequireRole('admin')
  @ApiOperation({
    summary:
      'Figures for the admin dashboard: orders and revenue today, this week and this month, the last 7 days, ' +
      'orders per status, top products of 30 days, open custom orders, unread contact messages',
  })
  @ApiAnswers({ type: AdminDashboard }, ...SERVICE_ERRORS)
  async figures(): Promise<AdminDashboard> {
    const [orders, messaging] = await Promise.all([
      this.clients.send<OrdersDashboard>('orders', ORDERS_PATTERNS.stats.dashboard, {}),
      this.clients.send<MessagingDashboard>('messaging', MESSAGING_PATTERNS.stats.dashboard, {}),
    ]);
    return { ...orders, ...messaging };
  }
}
