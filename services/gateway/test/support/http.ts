import { createHmac, randomUUID } from 'node:crypto';
import sharp from 'sharp';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = any>(baseUrl: string, path: string, init: RequestInit = {}): Promise<Answer<T>> {
  const response = await fetch(`${baseUrl}${path}`, init);
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : await response.text();
  return { status: response.status, body: body as T, headers: response.headers };
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

export async function pngImage(width = 64, height = 48, color = '#e91e63'): Promise<Blob> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: 'image/png' });
}

export function form(fields: Record<string, string | Blob | Blob[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === 'string') data.append(name, part);
      else data.append(name, part, `${name}.png`);
    }
  }
  return data;
}

/** A correctly signed token of another role, to check that role (not just validity) is enforced. */
export function signToken(secret: string, claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = encode({ alg: 'HS256', typ: 'JWT' });
  const body = encode({ iat: now, exp: now + 600, jti: randomUUID(), ...claims });
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}
