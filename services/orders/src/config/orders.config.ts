import { CommonConfig } from '@flowershop/common';

export class OrdersConfig extends CommonConfig {}
