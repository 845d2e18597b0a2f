import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The configured secret, or (embedded default only, as the config class enforces) one kept in `DATA_DIR/secrets/`,
 * so what it signed survives a restart and every process on the data folder shares it; logged as such (DESIGN §6).
 */
export function configuredOrDevelopmentSecret(options: {
  name: string;
  configured: string | undefined;
  dataDir: string;
  file: string;
  logger: string;
}): string {
  if (options.configured) return options.configured;
  const dir = join(options.dataDir, 'secrets');
  const file = join(dir, options.file);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  new Logger(options.logger).warn(
    `${options.name} is not set: using the development secret in ${file} (embedded default only)`,
  );
  return readFileSync(file, 'utf8').trim();
}
