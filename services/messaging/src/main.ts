import { runService } from '@flowershop/common/bootstrap';
import { MessagingConfig } from './config/messaging.config.js';
import { MessagingModule } from './messaging.module.js';

await runService('messaging', MessagingConfig, (config) => MessagingModule.forRoot(config));
