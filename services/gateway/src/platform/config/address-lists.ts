import { isIP } from 'node:net';
import type { GatewayConfig } from './gateway.config.js';

/** Splits a comma-separated environment value into its trimmed, non-empty entries. */
export function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** `scheme://host[:port]` exactly as browsers send it in an Origin header, or null. */
export function asOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** `https://shop.example.com[:port]`: a scheme and host, nothing after them. */
export function isOrigin(value: string): boolean {
  if (!asOrigin(value)) return false;
  const url = new URL(value);
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
}

/** Address names express's `trust proxy` understands besides plain addresses. */
const PROXY_SETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, a CIDR range (`10.0.0.0/8`) or one of express's named sets. */
export function isProxyAddress(value: string): boolean {
  if (PROXY_SETS.has(value)) return true;
  const [address, bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** The origins the shop is served from: PUBLIC_ORIGIN, or the two local names `npm start` prints. */
export function allowedOrigins(config: Pick<GatewayConfig, 'PUBLIC_ORIGIN' | 'PORT'>): Set<string> {
  const configured = commaList(config.PUBLIC_ORIGIN);
  const origins = configured.length
    ? configured
    : [`http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`];
  return new Set(origins.map((origin) => asOrigin(origin) ?? origin));
}

/** Express's `trust proxy`: with no proxies the socket is the client, so a forged X-Forwarded-For buys no rate-limit budget. */
export function trustProxySetting(config: Pick<GatewayConfig, 'TRUSTED_PROXIES'>): string[] | false {
  const proxies = commaList(config.TRUSTED_PROXIES);
  return proxies.length ? proxies : false;
}
