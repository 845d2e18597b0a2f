export * from './event-envelope.js';
export * from './event-handler.js';
export * from './event-outbox.js';
export * from './events.module.js';
export * from './event-backbone.js';
export * from './envelope-factory.js';
export * from './pending-event.js';
export { PROCESSED_EVENTS } from './event-dispatcher.js';
export * from './event-topology.js';
