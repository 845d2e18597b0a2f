import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    // Written whole, then linked into place: of processes starting together one wins, and none
    // reads a half-written file or keeps a secret another process overwrote.
    const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
    writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  new Logger(options.logger).warn(
    `${options.name} is not set: using the development secret in ${file} (embedded default only)`,
  );
  return readFileSync(file, 'utf8').trim();
}
