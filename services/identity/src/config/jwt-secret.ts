import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IdentityConfig } from './identity.config.js';

/**
 * The configured secret, or — in the embedded default only — a development secret kept in
 * the data folder so tokens survive a restart.
 */
export function resolveJwtSecret(config: IdentityConfig): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const dir = join(config.DATA_DIR, 'secrets');
  const file = join(dir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  new Logger('Identity').warn(`JWT_SECRET is not set: using the development secret in ${file} (embedded default only)`);
  return readFileSync(file, 'utf8').trim();
}
