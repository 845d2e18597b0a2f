import 'reflect-metadata';

export * from './free-port.js';
export * from './temp-dir.js';
export * from './rabbitmq.js';
export * from './transports.js';
export * from '../persistence/document-store.contract.js';
export * from './service-harness.js';
export * from './stack.js';
export * from './health-suite.js';
export * from './service-errors.js';
export * from './private-broker.js';
export * from './tcp-proxy.js';
export * from './event-test-app.js';
export * from './wait-for.js';
export * from './smtp-test-server.js';
export * from './amqp-connections.js';
export * from './rpc-test-app.js';
export * from './sign-token.js';
