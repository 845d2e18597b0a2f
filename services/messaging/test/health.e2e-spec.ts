import { healthHandlerSuite } from '@flowershop/common/testing';
import { MessagingConfig } from '../src/config/messaging.config.js';
import { MessagingModule } from '../src/messaging.module.js';

healthHandlerSuite({
  service: 'messaging',
  configClass: MessagingConfig,
  module: (config) => MessagingModule.forRoot(config),
});
