import { configuredOrDevelopmentSecret } from '@flowershop/common/config';
import type { IdentityConfig } from './identity.config.js';

/**
 * The configured secret, or — in the embedded default only — a development secret kept in
 * the data folder so tokens survive a restart.
 */
export function resolveJwtSecret(config: IdentityConfig): string {
  return configuredOrDevelopmentSecret({
    name: 'JWT_SECRET',
    configured: config.JWT_SECRET,
    dataDir: config.DATA_DIR,
    file: 'jwt-secret',
    logger: 'Identity',
  });
}
