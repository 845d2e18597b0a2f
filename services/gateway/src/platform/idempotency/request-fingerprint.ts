import { createHash } from 'node:crypto';

export interface FingerprintedRequest {
  kind: string;
  mode: 'create' | 'update';
  id?: string;
  /** Text fields as validated (numbers already numbers). */
  form: object;
  files: { buffer: Buffer }[];
}

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * What was submitted, independent of field order: text fields and the uploaded bytes (not the
 * random keys they are stored under, which differ on every attempt).
 */
export function requestFingerprint({ kind, mode, id, form, files }: FingerprintedRequest): string {
  const fields = Object.entries(form)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const images = files.map((file) => sha256(file.buffer));
  return sha256(JSON.stringify({ kind, mode, id: id ?? null, fields, images }));
}
