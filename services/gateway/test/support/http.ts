import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { TEST_ADMIN } from '@flowershop/common/testing';

export { signToken } from '@flowershop/common/testing';

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

/** A text file with a `.txt` name: never an image, whatever part it is sent as. */
export function textFile(): File {
  return new File(['just some notes'], 'notes.txt', { type: 'text/plain' });
}

/** Multipart body; a repeated part is an array. Files keep their name, other blobs are `<part>.png`. */
export function form(fields: Record<string, string | Blob | Blob[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === 'string') data.append(name, part);
      else data.append(name, part, part instanceof File ? part.name : `${name}.png`);
    }
  }
  return data;
}

/** Signs the test admin in; answers the bearer token and the admin cookie (`name=value`). */
export async function adminLogin(baseUrl: string): Promise<{ token: string; cookie: string }> {
  const login = await call<{ token: string }>(baseUrl, '/api/auth/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  assert.equal(login.status, 200);
  return { token: login.body.token, cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] };
}

/** How many images the stack's S3 server holds (s3rver keeps one file per object). */
export function storedImageCount(dataDir: string): number {
  return readdirSync(join(dataDir, 'objects'), { recursive: true }).filter((file) =>
    String(file).endsWith('.webp._S3rver_object'),
  ).length;
}

/** Fails unless the URL answers 200 with an image content type. */
export async function assertLoadsAsImage(baseUrl: string, url: string, init?: RequestInit): Promise<void> {
  const response = await fetch(`${baseUrl}${url}`, init);
  assert.equal(response.status, 200, url);
  assert.match(response.headers.get('content-type') ?? '', /^image\//, url);
  await response.arrayBuffer();
}

