import type { GatewayConfig } from '../config/gateway.config.js';
import { commaList } from '../config/address-lists.js';

/**
 * Express's `trust proxy` value: only the configured proxies may name the client in
 * X-Forwarded-For. With none, the socket's address is the client, so a forged header
 * cannot buy a fresh rate-limit budget.
 */
export function trustProxySetting(config: Pick<GatewayConfig, 'TRUSTED_PROXIES'>): string[] | false {
  const proxies = commaList(config.TRUSTED_PROXIES);
  return proxies.length ? proxies : false;
}
