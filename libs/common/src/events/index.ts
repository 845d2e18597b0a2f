export * from './event-envelope.js';
export * from './events.module.js';
export * from './outbox-relay.js';
export { PROCESSED_EVENTS } from './event-dispatcher.js';
export * from './event-topology.js';
