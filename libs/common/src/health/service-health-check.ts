/**
 * A service's own check beside its data store's, asked at each health ping (so it must answer
 * from memory, at once): what stops the service doing its work, or `undefined` when nothing does.
 * Messaging's says when mail has stopped going out.
 */
export interface ServiceHealthCheck {
  problem(): string | undefined;
}

/** Injection token of the optional ServiceHealthCheck that createHealthController asks. */
export const SERVICE_HEALTH_CHECK = Symbol('SERVICE_HEALTH_CHECK');
