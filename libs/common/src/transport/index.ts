export * from './service-clients.js';
export * from './amqp-connection.js';
export * from './queue-consumer.js';
export * from './rpc-batch.js';
