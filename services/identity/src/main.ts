import { runService } from '@flowershop/common/bootstrap';
import { IdentityConfig } from './config/identity.config.js';
import { IdentityModule } from './identity.module.js';

await runService('identity', IdentityConfig, (config) => IdentityModule.forRoot(config));
