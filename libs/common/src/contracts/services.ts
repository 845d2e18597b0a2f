/** The four back-end services. The name is also the TCP port key and the RMQ queue suffix. */
export const SERVICE_NAMES = ['catalog', 'orders', 'identity', 'messaging'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Every service answers this pattern; the gateway's health check uses it. */
export function healthPattern(service: ServiceName): string {
  return `${service}.health.ping`;
}

export interface HealthPong {
  service: ServiceName;
  status: 'ok';
}
