import type { GatewayConfig } from '../config/gateway.config.js';
import { asOrigin, commaList } from '../config/address-lists.js';

/** The origins the shop is served from: PUBLIC_ORIGIN, or the two local names `npm start` prints. */
export function allowedOrigins(config: Pick<GatewayConfig, 'PUBLIC_ORIGIN' | 'PORT'>): Set<string> {
  const configured = commaList(config.PUBLIC_ORIGIN);
  const origins = configured.length
    ? configured
    : [`http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`];
  return new Set(origins.map((origin) => asOrigin(origin) ?? origin));
}
