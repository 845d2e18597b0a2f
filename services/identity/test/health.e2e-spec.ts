import { healthHandlerSuite } from '@flowershop/common/testing';
import { IdentityConfig } from '../src/config/identity.config.js';
import { IdentityModule } from '../src/identity.module.js';

healthHandlerSuite({
  service: 'identity',
  configClass: IdentityConfig,
  module: (config) => IdentityModule.forRoot(config),
});
