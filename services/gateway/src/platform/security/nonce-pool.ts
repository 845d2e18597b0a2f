import { randomFillSync } from 'node:crypto';

const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;

/**
 * Fresh 16-byte nonces (base64), each handed out once, drawn from a buffer the OS's CSPRNG fills
 * 4 KB at a time — as Node does for randomUUID. A `randomBytes(16)` per response cost a system
 * call each: a tenth of a cached catalogue answer's CPU.
 */
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
