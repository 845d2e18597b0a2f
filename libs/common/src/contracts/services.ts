/** The four back-end services. The name is also the TCP port key and the RMQ queue suffix. */
export const SERVICE_NAMES = ['catalog', 'orders', 'identity', 'messaging'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Every service answers this pattern; the gateway's health check uses it. */
export function healthPattern(service: ServiceName): string {
  return `${service}.health.ping`;
}

/** A service that answers but cannot do its work (its store refuses writes) says `failing` and why. */
export type HealthPong =
  { service: ServiceName; status: 'ok' } | { service: ServiceName; status: 'failing'; problem: string };
