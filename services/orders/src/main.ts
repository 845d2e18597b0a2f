import { runService } from '@flowershop/common/bootstrap';
import { OrdersConfig } from './config/orders.config.js';
import { OrdersModule } from './orders.module.js';

await runService('orders', OrdersConfig, (config) => OrdersModule.forRoot(config));
