export * from './transport-options.js';
export * from './service-call-error.js';
export * from './service-clients.js';
export * from './rmq-ack.interceptor.js';
export * from './service-clients.module.js';
export * from './amqp-connection.js';
export * from './event-topology.js';
export * from './event-publisher.js';
