import { startServiceHarness, type ServiceHarness } from '@flowershop/common/testing';
import type { TransportKind } from '@flowershop/common/config';
import { IdentityConfig } from '../../src/config/identity.config.js';
import { IdentityModule } from '../../src/identity.module.js';

/** The identity service over `transport`, with `admin` as its configured account (and extra `env`). */
export function startIdentity(
  transport: TransportKind,
  admin: { email: string; password: string },
  env: Record<string, string> = {},
): Promise<ServiceHarness> {
  return startServiceHarness({
    service: 'identity',
    transport,
    configClass: IdentityConfig,
    module: (config) => IdentityModule.forRoot(config),
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ...env },
  });
}
