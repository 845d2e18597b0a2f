import { ValidateBy, ValidateIf } from 'class-validator';
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { configuredOrDevelopmentSecret } from './development-secret.js';

// A secret an event or a queued mail must carry (a sign-in code, a status link's token) is kept
// sealed wherever it rests: AES-256-GCM under a key the services share, bound to its purpose (ADR 20).
const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_LIST = /^[^,\s]{32,}(,[^,\s]{32,})*$/;

/** A sealed value that does not open: a key no longer in SEAL_KEYS, another purpose, or altered. */
export class SealError extends Error {
  override name = 'SealError';
}

/**
 * Seals with the first secret of a comma-separated list and opens with any of them, so a key is
 * rotated by putting a new one first and dropping the old once nothing sealed with it is left.
 * A sealed value names its key by a hash of the secret, which tells nothing of it.
 */
export class SecretSeal {
  private readonly keys = new Map<string, Buffer>();
  private readonly sealingKey: string;

  constructor(keyList: string) {
    if (!KEY_LIST.test(keyList)) throw new Error(SEAL_KEYS_FORMAT);
    for (const secret of keyList.split(',')) {
      const id = createHash('sha256').update(secret).digest('base64url').slice(0, 8);
      if (this.keys.has(id)) throw new Error('SEAL_KEYS lists a secret twice');
      this.keys.set(id, Buffer.from(hkdfSync('sha256', secret, '', 'flowershop secret seal', 32)));
    }
    this.sealingKey = [...this.keys.keys()][0]!;
  }

  static isSealed(value: unknown): value is string {
    return typeof value === 'string' && value.startsWith(PREFIX);
  }

  /** `purpose` (e.g. the event type and field) must be given again to open it. */
  seal(purpose: string, clear: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.sealingKey)!, iv);
    cipher.setAAD(Buffer.from(purpose, 'utf8'));
    const body = Buffer.concat([iv, cipher.update(clear, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${PREFIX}${this.sealingKey}:${body.toString('base64url')}`;
  }

  open(purpose: string, sealed: string): string {
    if (!SecretSeal.isSealed(sealed)) throw new SealError('The value is not sealed');
    const [id = '', body = ''] = sealed.slice(PREFIX.length).split(':');
    const key = this.keys.get(id);
    if (!key) throw new SealError(`Sealed with the key ${id}, which SEAL_KEYS does not hold`);
    const bytes = Buffer.from(body, 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new SealError(`A sealed ${purpose} is cut short`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(purpose, 'utf8'));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, -TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new SealError(`A sealed ${purpose} does not open with the key ${id}: altered, or sealed for another use`);
    }
  }

  /** The value as given when it was never sealed (written by a version before sealing), else opened. */
  openIfSealed(purpose: string, value: string): string {
    return SecretSeal.isSealed(value) ? this.open(purpose, value) : value;
  }
}

const SEAL_KEYS_FORMAT =
  'SEAL_KEYS must be a comma-separated list of secrets of at least 32 characters (no spaces), the first one sealing';

/** The setting of each service that seals or opens: required unless DB_DRIVER=embedded, like JWT_SECRET. */
export function SealKeysSetting(): PropertyDecorator {
  const whenNeeded = ValidateIf(
    (c: { DB_DRIVER?: string; SEAL_KEYS?: string }) => c.DB_DRIVER !== 'embedded' || c.SEAL_KEYS !== undefined,
  );
  const wellFormed = ValidateBy({
    name: 'sealKeys',
    validator: {
      validate: (value) => typeof value === 'string' && KEY_LIST.test(value),
      // One problem each: missing, or not a list (never echoing the value).
      defaultMessage: (args) =>
        args?.value === undefined ? 'SEAL_KEYS is required unless DB_DRIVER=embedded' : SEAL_KEYS_FORMAT,
    },
  });
  return (target, key) => {
    wellFormed(target, key);
    whenNeeded(target, key);
  };
}

/** SEAL_KEYS, or under the embedded default the development key in DATA_DIR/secrets, shared by every process there. */
export function secretSealFor(config: { SEAL_KEYS?: string; DATA_DIR: string }, logger: string): SecretSeal {
  if (config.SEAL_KEYS) return new SecretSeal(config.SEAL_KEYS);
  const secret = configuredOrDevelopmentSecret({
    name: 'SEAL_KEYS',
    configured: undefined,
    dataDir: config.DATA_DIR,
    file: 'seal-key',
    logger,
  });
  return new SecretSeal(secret);
}
