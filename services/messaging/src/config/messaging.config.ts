import { CommonConfig } from '@flowershop/common';

export class MessagingConfig extends CommonConfig {}
