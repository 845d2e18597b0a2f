import { healthHandlerSuite } from '@flowershop/common/testing';
import { OrdersConfig } from '../src/config/orders.config.js';
import { OrdersModule } from '../src/orders.module.js';

healthHandlerSuite({ service: 'orders', configClass: OrdersConfig, module: (config) => OrdersModule.forRoot(config) });
