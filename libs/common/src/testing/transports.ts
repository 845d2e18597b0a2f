import type { TransportKind } from '../config/common.config.js';

/**
 * The transports a message-handler suite runs over. RabbitMQ is a real broker on every
 * machine this project runs on (`.ci/run` installs it); set SKIP_RMQ=1 only to iterate fast.
 */
export function transportsUnderTest(): TransportKind[] {
  return process.env.SKIP_RMQ === '1' ? ['tcp'] : ['tcp', 'rmq'];
}
