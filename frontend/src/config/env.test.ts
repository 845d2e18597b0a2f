import { describe, expect, it } from 'vitest';
import { resolveApiBaseUrl } from './env';

describe('resolveApiBaseUrl', () => {
  it('defaults to /api', () => {
    expect(resolveApiBaseUrl(undefined)).toBe('/api');
    expect(resolveApiBaseUrl('  ')).toBe('/api');
  });

  it('uses the build setting without a trailing slash', () => {
    expect(resolveApiBaseUrl('https://shop.example/api/')).toBe('https://shop.example/api');
  });
});
