import { Module } from '@nestjs/common';
import { FulfilmentModule } from '../fulfilment/fulfilment.module.js';
import { DaySalesCache } from './day-sales-cache.js';
import { OrdersDashboardDesk } from './orders-dashboard.js';
import { StatsMsController } from './stats.ms-controller.js';

/** The dashboard's figures; exports the day cache that every order write marks stale. */
@Module({
  imports: [FulfilmentModule],
  controllers: [StatsMsController],
  providers: [DaySalesCache, OrdersDashboardDesk],
  exports: [DaySalesCache],
})
export class OrderStatsModule {}
