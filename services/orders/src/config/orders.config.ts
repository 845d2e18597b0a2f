import { CommonConfig } from '@flowershop/common/config';

export class OrdersConfig extends CommonConfig {}
