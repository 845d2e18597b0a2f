import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipped = promisify(gzip);
const brotli = promisify(brotliCompress);

export type ContentCoding = 'br' | 'gzip' | 'identity';

export interface EncodedBody {
  readonly bytes: Buffer;
  readonly etag: string;
}

/** Serialized and compressed once, at the best level (milliseconds once, not per request); no form larger than the JSON. */
export type PreparedBody = { readonly identity: EncodedBody } & Partial<Record<'br' | 'gzip', EncodedBody>>;

/** Same JSON as Express's `res.json` (no spaces, no replacer), so a cached answer is byte for byte the route's. */
export async function prepareJsonBody(value: unknown): Promise<PreparedBody> {
  const json = Buffer.from(JSON.stringify(value) ?? 'null');
  // The content's hash: an unchanged list keeps its ETag across refreshes, so browsers get 304s.
  const tag = createHash('sha256').update(json).digest('base64url').slice(0, 32);
  const [gz, br] = await Promise.all([
    gzipped(json, { level: 9 }),
    brotli(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  ]);
  return {
    identity: { bytes: json, etag: `"${tag}"` },
    // Per coding its own tag (RFC 9110 §8.8.3: a strong validator names one exact byte sequence).
    ...(br.length < json.length && { br: { bytes: br, etag: `"${tag}-br"` } }),
    ...(gz.length < json.length && { gzip: { bytes: gz, etag: `"${tag}-gzip"` } }),
  };
}
