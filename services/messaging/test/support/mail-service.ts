import type { TransportKind } from '@flowershop/common/config';
import { startServiceHarness, type ServiceHarness } from '@flowershop/common/testing';
import { MessagingConfig } from '../../src/config/messaging.config.js';
import { MessagingModule } from '../../src/messaging.module.js';

/** The messaging service in this process (over TCP unless told), with retries fast enough for tests. */
export function startMessagingForMail(
  env: Record<string, string>,
  transport: TransportKind = 'tcp',
): Promise<ServiceHarness> {
  return startServiceHarness({
    service: 'messaging',
    transport,
    configClass: MessagingConfig,
    module: (config) => MessagingModule.forRoot(config),
    env: { MAIL_RETRY_DELAY_MS: '50', MAIL_RETRY_MAX_DELAY_MS: '200', ...env },
  });
}
