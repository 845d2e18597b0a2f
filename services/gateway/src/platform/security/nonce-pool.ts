import { randomFillSync } from 'node:crypto';

const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;

/** Each handed out once, from 4 KB of CSPRNG at a time (as randomUUID): a syscall each was a tenth of a cached answer. */
export function nonceSource(): () => string {
  const pool = Buffer.alloc(NONCE_BYTES * NONCES_PER_FILL);
  let offset = pool.length;
  return () => {
    if (offset === pool.length) {
      randomFillSync(pool);
      offset = 0;
    }
    const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
    offset += NONCE_BYTES;
    return nonce;
  };
}
