export * from './event-envelope.js';
export * from './events.module.js';
export { ORPHANED_EVENTS, PENDING_EVENTS_FIELD, unlessDuplicate, type PendingEvent } from './outbox-relay.js';
export { PROCESSED_EVENTS } from './event-dispatcher.js';
export * from './event-topology.js';
